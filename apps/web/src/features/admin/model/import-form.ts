// The Sentences tab's import form (issue 32): what the admin chose, checked before the upload, and the
// multipart body the server reads (contract sentence-imports.ts: the options' fields, then `file`).
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';

export interface ImportForm {
  file: File | null;
  language: RecordingLanguage;
  /** '' : the file's domain column. */
  domain: Domain | '';
  source: string;
  licence: string;
  review: boolean;
}

export const EMPTY_IMPORT_FORM: ImportForm = {
  file: null,
  language: 'Hindi',
  domain: '',
  source: '',
  licence: 'CC0-1.0',
  review: false,
};

export type ImportFormProblem = 'file' | 'source' | 'licence';

export function importFormProblem(form: ImportForm): ImportFormProblem | null {
  if (!form.file) return 'file';
  if (!form.source.trim()) return 'source';
  if (!form.licence.trim()) return 'licence';
  return null;
}

/** Fields first, the file last, so the server has the options before it reads the file. */
export function importFormData(form: ImportForm & { file: File }): FormData {
  const data = new FormData();
  data.append('language', form.language);
  data.append('domain', form.domain);
  data.append('source', form.source.trim());
  data.append('licence', form.licence.trim());
  data.append('review', String(form.review));
  data.append('file', form.file, form.file.name);
  return data;
}
