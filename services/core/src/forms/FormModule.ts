import type { AccessKey, FormBottomAction, FormGroup, FormValues, LinkMap, Principal, RequiredPrecision, SessionUser } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';

/** One fetch or post of a form: who asks, for which record, in which view. */
export interface FormCall {
  ctx: ServiceContext;
  /** The record: from the path, the caller's own id for a 'self' form, null when creating. */
  id: number | null;
  /** The records a form under a parent sits under, from its path ('/api/quiz/edit/:eventId' -> { eventId }); {} for the others. */
  parents: Readonly<Record<string, number>>;
  /** The `?view=` kind, if any. */
  view: string | null;
  user: SessionUser | null;
  principal: Principal;
  /** The fields of a post (without the path's id and the view), null when fetching. */
  body: Record<string, unknown> | null;
  /** The caller's address, for per-address limits. */
  clientAddress: string;
  /** Whose temporary uploads this call may claim (uploadHolderOf): its own only. */
  uploadHolder: string | null;
  /** A cookie the browser sent (the UTM code's, for the forms that attribute what they create). */
  cookie(name: string): string | null;
}

/** What a module's save answers: the record's id, and optionally the values to send back. */
export interface FormSaved {
  id: number | string | null;
  /** 'saved' by default; 'complete' for forms that do not store a record (contact...). */
  status?: 'saved' | 'complete';
  values?: FormValues;
  /** A module's own result, sent beside id and values in the answer's data (registration: accountStatus...). */
  result?: Record<string, string | number | boolean>;
  /** Said after the success message, for what this save did beyond it ('a link was sent to the new address'). */
  log?: string;
}

/** The precision answers of a post, by precision id ('precision_0' -> text). */
export type PrecisionAnswers = Record<string, string>;

/**
 * A form declared once on the server: `defineFormModule` turns it into
 * GET {fetchPath}[/{id}][?view=] and POST {postPath}[/{id}][?view=].
 */
export interface FormModule {
  /** Module name: the post's fsubmit is `${name}_form`. */
  name: string;
  /** '/api/account/edit'; a form under a parent record names it: '/api/quiz/edit/:eventId' (its ids in FormCall.parents). */
  fetchPath: string;
  /** Defaults to fetchPath. */
  postPath?: string;
  /** Who may fetch and post an existing record (and a 'self' form). */
  access: AccessKey;
  /** Who may create (the path without id); absent: only existing records. */
  createAccess?: AccessKey;
  /**
   * 'optional': /path (create) and /path/{id} (edit). 'required': /path/{id} only.
   * 'self': /path only, the record is the logged-in caller. 'none': /path only, no record (contact, registration).
   */
  idMode: 'optional' | 'required' | 'self' | 'none';
  title?(call: FormCall): string;
  groups(call: FormCall): FormGroup[] | Promise<FormGroup[]>;
  /** Categories active whatever the values. */
  baseCategories?(call: FormCall): string[];
  /** The stored values (for creating: the starting values); null when the record does not exist (404). */
  load(call: FormCall): Promise<FormValues | null>;
  /**
   * Refuses a post that touches what this caller may not change (throws an HttpError, 403 with the
   * French reason), before the body is read: fields the form shows read-only to this caller, or does
   * not show them at all, are refused rather than silently dropped. Reads `call.body`.
   */
  guardPost?(call: FormCall): Promise<void>;
  /** Rules only the server knows (an e-mail already used...): fieldId -> French message. */
  check?(call: FormCall, values: FormValues): Promise<Record<string, string>>;
  /** Questions to answer before saving; asked while their answer is missing. */
  precisions?(call: FormCall, values: FormValues): RequiredPrecision[] | Promise<RequiredPrecision[]>;
  /** Writes the values of the shown, editable fields (and the precision answers). */
  save(call: FormCall, values: FormValues, answers: PrecisionAnswers): Promise<FormSaved>;
  bottomActions?(call: FormCall, values: FormValues): FormBottomAction[];
  linkMap?(call: FormCall): LinkMap | Promise<LinkMap>;
  /** A read-only record is shown but its post is refused (403). */
  readOnly?(call: FormCall, values: FormValues): boolean;
  /** Body fields accepted on top of the form's fields, fsubmit, csrf, captcha and precision_{n}. */
  extraFields?: readonly string[];
  /**
   * The spec's own name for this form's call (POST contact: 'contact'). A client of the spec's calls
   * sends the flag `{envelope}_form` instead of fsubmit, and reads `{envelope}: 'complete'` in the answer.
   */
  envelope?: 'contact';
  /** Has upload or File fields: adds POST {fetchPath}/upload?f={fieldId}, the fields' default `url`. */
  uploads?: boolean;
  /** Needs a solved captcha (the 'Captcha' field or the `captcha` body field). */
  captcha?(call: FormCall): boolean;
  afterEdit?: 'log' | 'onFormComplete' | 'both';
  successMessage?: string;
  redirect?(call: FormCall): string | undefined;
}
