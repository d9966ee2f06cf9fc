/** POST /api/auth/rpwd and /api/auth/cpwd (services/public). */
export interface ResetRequestResponse {
  sent: 'ok';
  log: string;
}

export interface PasswordChangeResponse {
  challenge: 'ok';
  log: string;
}
