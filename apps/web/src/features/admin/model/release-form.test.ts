import { describe, expect, it } from 'vitest';
import { releaseFiltersSchema } from '@dhvani/contract/releases';
import { EMPTY_RELEASE_FORM, releaseBody, toggled } from './release-form';

describe('the release filter form', () => {
  it('sends nothing until a language is chosen', () => {
    expect(releaseBody(EMPTY_RELEASE_FORM)).toBeNull();
  });

  it('sends what was chosen, in the shape the server accepts', () => {
    const body = releaseBody({
      ...EMPTY_RELEASE_FORM,
      languages: toggled(toggled(['Hindi'], 'Odia'), 'Hindi'),
      minQuality: 'good',
      reviewStatuses: ['validated'],
      from: '2026-01-01',
    });
    expect(body).toEqual({
      languages: ['Odia'],
      minQuality: 'good',
      reviewStatuses: ['validated'],
      from: '2026-01-01',
    });
    expect(releaseFiltersSchema.parse(body)).toMatchObject({ languages: ['Odia'], minQuality: 'good' });
  });
});
