/** `?join=1` on a session's page: once the visitor is logged in and subscribed, the page leads on into the room. */
export const JOIN_PARAM = 'join';

/** The session's page to come back to after logging in or registering, asking to lead on into the room. */
export const joinReturnPath = (pathname: string) => `${pathname}?${JOIN_PARAM}=1`;
