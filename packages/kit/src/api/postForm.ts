import { apiClient } from './apiClient';
import { encodeForm, type FormValue } from './encodeForm';

/** POST form-urlencoded (bracket arrays), the encoding most API calls use. */
export async function postForm<T>(url: string, values: Record<string, FormValue> = {}): Promise<T> {
  const response = await apiClient.post<T>(url, encodeForm(values), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return response.data;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await apiClient.get<T>(url);
  return response.data;
}
