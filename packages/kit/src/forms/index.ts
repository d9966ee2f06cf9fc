import '../../generated/antdLater.css';

export * from './DynamicForm';
export * from './HistoryPanel';
export { DEFAULT_SUCCESS_MESSAGE, type AfterEdit, type FormPostState } from './useDynamicForm';
export { setCaptchaWidget, type CaptchaWidgetProps } from './fields/captchaWidget';
export { setFormCallEncoding, type FormCallEncoding } from './formCallEncoding';
export { normalizeText } from './normalizeText';
export { isImageFile, keepLastFiles } from './uploadFiles';
export { formUrl } from './formPostBody';
export { LazyRichTextEditor as RichTextEditor } from '../richText/lazyRichText';
export { LazyRichHtml as RichHtml } from '../richText/lazyRichText';
