import { z } from 'zod';

/**
 * Wire types of the server-driven form (spec 000 sections 3 "Dynamic form", 4 "Form post", 7 form calls).
 * The server declares a form; `GET {fetchUrl}[/{id}]` sends a FormDefinition, the browser renders it
 * with the kit's DynamicForm and posts the values back form-urlencoded (bracket arrays) to `postUrl`.
 */

/**
 * Field types of the spec:
 * - 'text': text input (multiline + rows for a text area; `inputType` for password, e-mail, date...). Value: string.
 * - 'select': drop-down of `options`. Value: string, or string[] when `multiple`.
 * - 'checkbox': one box (consents). Value: 'on' when checked, '' otherwise.
 * - 'Checkbox': one box per option. Value: string[] of the checked option values.
 * - 'Group': radio buttons of `options`. Value: string.
 * - 'SelectBlocks': options shown as clickable blocks. Value: string, or string[] when `multiple`.
 * - 'AutoComplete': text with suggestions from `url` (looked up at exactly 5 typed characters). Value: string.
 * - 'AutoCompleteMultiple': same, several choices. Value: string[].
 * - 'Captcha': the self-hosted proof-of-work captcha; challenge from `url`. Value: the solution payload (string).
 * - 'upload' and 'File': files sent as dataURL to `url`, answered with an UploadedFile; `maxFiles`, `mime`,
 *   `maxSize`. Value: UploadedFile[] (posted as a JSON string).
 */
export const FIELD_TYPES = [
  'select',
  'checkbox',
  'Checkbox',
  'AutoComplete',
  'AutoCompleteMultiple',
  'text',
  'SelectBlocks',
  'Group',
  'Captcha',
  'upload',
  'File',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A dropdown option (spec 000 section 3 "Other"). */
export const formOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  disabled: z.boolean().optional(),
});
export type FormOption = z.infer<typeof formOptionSchema>;

/** An uploaded file (spec 000 section 3 "Other"): dest is its public path under /cache/{kind}/{id}/{file}. */
export const uploadedFileSchema = z.object({
  dest: z.string(),
  name: z.string(),
  size: z.number(),
  /** True until the form that holds it is saved (the file then moves to its final place). */
  isTmp: z.boolean().optional(),
  attributes: z.record(z.string(), z.string()).optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A field's value as validators and the form state see it (see FIELD_TYPES for which type holds which). */
export const formValueSchema = z.union([z.string(), z.array(z.string()), z.array(uploadedFileSchema), z.null()]);
export type FormValue = z.infer<typeof formValueSchema>;

export type FormValues = Record<string, FormValue>;

/** Grid sizes of a field (breakpoints xs, sm, md, lg, xl; 12 columns). */
export const fieldSizesSchema = z.object({
  xs: z.number().optional(),
  sm: z.number().optional(),
  md: z.number().optional(),
  lg: z.number().optional(),
  xl: z.number().optional(),
});
export type FieldSizes = z.infer<typeof fieldSizesSchema>;

/** One attribute an uploaded file carries (e.g. a guest's name and description). */
export const uploadAttributeSchema = z.object({ id: z.string(), label: z.string() });
export type UploadAttribute = z.infer<typeof uploadAttributeSchema>;

export const TEXT_INPUT_TYPES = ['text', 'password', 'email', 'tel', 'date', 'datetime-local', 'number', 'color'] as const;
export type TextInputType = (typeof TEXT_INPUT_TYPES)[number];

/** A field of a dynamic form: every attribute of spec 000 section 3, plus `hidden`, `inputType`, `sameAs`, `maxSize`. */
export const formFieldSchema = z.object({
  id: z.string(),
  /** Name posted; the id when absent. */
  name: z.string().optional(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  /** Validator names (see VALIDATOR_NAMES); unknown names are skipped. 'notEmpty' puts an asterisk on the label. */
  validators: z.array(z.string()).optional(),
  /** The older spelling of `validators`; both are read. */
  validation: z.array(z.string()).optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  /** Earliest date allowed by a date input, 'YYYY-MM-DD'. */
  minDate: z.string().optional(),
  options: z.array(formOptionSchema).optional(),
  multiple: z.boolean().optional(),
  disabled: z.boolean().optional(),
  /** Not shown and not validated (values such as ids that travel with the form). */
  hidden: z.boolean().optional(),
  defaultValue: formValueSchema.optional(),
  /** Shown only when this category is active; 'a&b' needs both a and b. No category: always shown. */
  category: z.string().optional(),
  /**
   * Categories a value activates: option value -> category names ('a&b' activates both).
   * Key '*' matches any non-empty value; a checkbox's checked value is 'on'.
   */
  categoryTrigger: z.record(z.string(), z.string()).optional(),
  sizes: fieldSizesSchema.optional(),
  fullSize: z.boolean().optional(),
  /** Where an AutoComplete finds its suggestions (POST multipart ac, aid -> { status: 'ok', data: { options } }). */
  externalValues: z.string().optional(),
  /** Labels and options are translation keys. */
  translate: z.boolean().optional(),
  /** Password rule of 13 characters, a capital, a digit and a special character. */
  hardened: z.boolean().optional(),
  /** Characters alphaNum accepts on top of its own. */
  extraChars: z.string().optional(),
  multiline: z.boolean().optional(),
  rows: z.number().optional(),
  helperText: z.string().optional(),
  placeholder: z.string().optional(),
  /** Shown as text, never edited nor posted. */
  static: z.boolean().optional(),
  /** Upload, captcha challenge or autocomplete URL. */
  url: z.string().optional(),
  /**
   * An upload of a form open to robots (one with a captcha): where each file's proof-of-work
   * challenge is fetched; the solved challenge travels with the file as `captcha`.
   */
  proofUrl: z.string().optional(),
  /** Accepted MIME types of an upload. */
  mime: z.array(z.string()).optional(),
  maxFiles: z.number().optional(),
  /** Largest accepted file, in bytes. */
  maxSize: z.number().optional(),
  uploadAttributes: z.array(uploadAttributeSchema).optional(),
  previewUrl: z.string().optional(),
  tmpUrl: z.string().optional(),
  /** 'empty': num accepts an empty value. */
  canBe: z.literal('empty').optional(),
  /** sameAs: the id of the field this one must equal. */
  sameAs: z.string().optional(),
  /** Input type of a 'text' field. */
  inputType: z.enum(TEXT_INPUT_TYPES).optional(),
  /** A text written in the rich-text editor: HTML, sanitised by the server before it is stored. */
  richText: z.boolean().optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** A titled block of fields. */
export const formGroupSchema = z.object({
  label: z.string().optional(),
  color: z.string().optional(),
  bgColor: z.string().optional(),
  groupClass: z.string().optional(),
  items: z.array(formFieldSchema),
});
export type FormGroup = z.infer<typeof formGroupSchema>;

/**
 * A button under the form.
 * - 'submit': posts the form. 'cancel': leaves without saving (to `redirect` when given).
 * - 'link': goes to `url`.
 * - 'post': after the `confirm` dialog, POSTs form-urlencoded to `url` the `params` plus the current
 *   values of the form fields named in `fields`; success when the answer's `statusKey` equals
 *   'complete' (then goes to `redirect`), otherwise the answer's `log` shows above the buttons.
 */
export const formBottomActionSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['submit', 'cancel', 'link', 'post']),
  url: z.string().optional(),
  statusKey: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  fields: z.array(z.string()).optional(),
  confirm: z.object({ title: z.string(), text: z.string() }).optional(),
  redirect: z.string().optional(),
  danger: z.boolean().optional(),
});
export type FormBottomAction = z.infer<typeof formBottomActionSchema>;

/** Maps a field's stored values to display labels: fieldId -> value -> label. */
export const linkMapSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type LinkMap = z.infer<typeof linkMapSchema>;

/**
 * A question the server asks before it saves (precision dialog). Answer it as the form field `id`
 * ('precision_0', 'precision_1'...) and post the form again. `values`: choices to pick from;
 * empty means a free text checked with `validators`.
 */
export const requiredPrecisionSchema = z.object({
  id: z.string(),
  label: z.string(),
  values: z.array(formOptionSchema),
  validators: z.array(z.string()).optional(),
  maxLength: z.number().optional(),
});
export type RequiredPrecision = z.infer<typeof requiredPrecisionSchema>;

/** The captcha the form needs: GET `challengeUrl` for a proof-of-work challenge, post the solution as `captcha`. */
export const formCaptchaSchema = z.object({ challengeUrl: z.string() });
export type FormCaptcha = z.infer<typeof formCaptchaSchema>;

/** `data` of GET {fetchUrl}[/{id}]: everything DynamicForm needs. */
export const formDefinitionSchema = z.object({
  /** Module name; the post carries fsubmit = `${module}_form`. */
  module: z.string(),
  fsubmit: z.string(),
  /** Where to POST the values (the id is already in it when editing). */
  postUrl: z.string(),
  /** Record being edited, null when creating. */
  id: z.union([z.number(), z.string(), z.null()]),
  title: z.string().optional(),
  /** The groups of the form, each with its fields (the spec's `fields`). */
  fields: z.array(formGroupSchema),
  values: z.record(z.string(), formValueSchema),
  linkMap: linkMapSchema,
  bottomActions: z.array(formBottomActionSchema),
  readOnly: z.boolean(),
  activeCategories: z.array(z.string()),
  requiredPrecisions: z.array(requiredPrecisionSchema).optional(),
  captcha: formCaptchaSchema.nullable().optional(),
  /** What to do after a successful post (spec 000 section 4 "Form post"). */
  afterEdit: z.enum(['log', 'onFormComplete', 'both']).optional(),
  /** The success message shown when afterEdit includes 'log'. */
  successMessage: z.string().optional(),
  /** Where to go after a successful post, if anywhere. */
  redirect: z.string().optional(),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** GET {fetchUrl}[/{id}] answer. */
export const formFetchResponseSchema = z.object({
  form: z.literal('complete'),
  data: formDefinitionSchema,
});
export type FormFetchResponse = z.infer<typeof formFetchResponseSchema>;

export const FORM_STATUSES = ['incomplete', 'complete', 'saved'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/**
 * `data` of a post answer: the saved record's id and values, or the per-field errors of an incomplete
 * post. A module's own result travels beside them (the registration's accountStatus...), hence loose.
 */
export const formPostDataSchema = z.looseObject({
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  values: z.record(z.string(), formValueSchema).optional(),
  /** fieldId -> French message; only in an 'incomplete' answer (HTTP 400). */
  errors: z.record(z.string(), z.string()).optional(),
  activeCategories: z.array(z.string()).optional(),
});
export type FormPostData = z.infer<typeof formPostDataSchema>;

/**
 * POST {postUrl}[/{id}] answer.
 * - 200 { form: 'saved' | 'complete', data }: done.
 * - 200 { form: 'incomplete', requiredPrecisions }: answer the precision dialog and post again.
 * - 400 { form: 'incomplete', data: { errors }, log }: fields failed validation on the server.
 * - 4xx { log }: anything else (unknown field, bad CSRF, no right...).
 */
export const formPostResponseSchema = z.object({
  form: z.enum(FORM_STATUSES),
  /** The spec's own status key of a form that has one (POST contact answers contact: 'complete'). */
  contact: z.literal('complete').optional(),
  requiredPrecisions: z.array(requiredPrecisionSchema).optional(),
  data: formPostDataSchema.optional(),
  log: z.string().optional(),
});
export type FormPostResponse = z.infer<typeof formPostResponseSchema>;

/** The incomplete form's message (spec 000 section 8). */
export const FORM_INCOMPLETE_MESSAGE = 'Le formulaire est incomplet. Veuillez corriger les erreurs et recommencer.';
export const REQUIRED_FIELDS_NOTE = '* Champs obligatoires';
