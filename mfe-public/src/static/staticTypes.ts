/** GET /api/page/get/{key} (services/public). */
export interface StaticPageResponse {
  page: 'complete';
  data: { title: string; content: string };
}
