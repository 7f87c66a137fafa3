// The Releases tab's filter form as plain data: what the admin ticked, and the request body it becomes
// (at least one language; other empty lists and fields are left out: "all").
import type { Quality } from '@dhvani/contract/enums';
import type { ReleaseFiltersInput, ReviewStatus } from '@dhvani/contract/releases';

export interface ReleaseForm {
  languages: string[];
  domains: string[];
  minQuality: Quality | '';
  reviewStatuses: ReviewStatus[];
  /** Unreviewed clips in the split files too (off: validated only, Common Voice's rule). */
  unreviewedInSplits: boolean;
  from: string;
  to: string;
}

export const EMPTY_RELEASE_FORM: ReleaseForm = {
  languages: [],
  domains: [],
  minQuality: '',
  reviewStatuses: [],
  unreviewedInSplits: false,
  from: '',
  to: '',
};

/** The request body; null until a language is chosen (a release is made per language). */
export function releaseBody(form: ReleaseForm): ReleaseFiltersInput | null {
  if (form.languages.length === 0) return null;
  return {
    languages: form.languages,
    ...(form.domains.length ? { domains: form.domains } : {}),
    ...(form.minQuality ? { minQuality: form.minQuality } : {}),
    ...(form.reviewStatuses.length ? { reviewStatuses: form.reviewStatuses } : {}),
    ...(form.unreviewedInSplits ? { unreviewedInSplits: true } : {}),
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
  };
}

/** Adds `value` to the list, or takes it out when it is there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
