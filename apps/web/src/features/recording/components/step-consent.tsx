import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { giveConsent } from '../api/recording-api';
import { allConsented, CONSENT_KEYS, type ConsentKey, type Consents } from '../model/flow';
import { RECORDING_MESSAGES } from '../model/messages';
import { StepFrame } from './step-frame';

const LABELS: Record<ConsentKey, string> = {
  dataUsage: 'I consent to my voice data being used to train AI models.',
  recording:
    'I understand that my voice is securely recorded and processed: it is sent securely while I record, and kept only if I submit it.',
  terms: 'I agree to the Terms of Service and Privacy Policy.',
};

export function StepConsent({
  consents,
  onChange,
  onBack,
  onNext,
}: {
  consents: Consents;
  onChange: (key: ConsentKey, checked: boolean) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const ready = allConsented(consents);

  async function next() {
    setSaving(true);
    try {
      await giveConsent();
      onNext();
    } catch (error) {
      notify.error(apiErrorMessage(error, RECORDING_MESSAGES.consentFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <StepFrame
      title="Terms & Consent"
      description="Please read and accept all three to continue. You can withdraw consent later in your profile."
      actions={
        <>
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button onClick={next} disabled={!ready || saving}>
            {saving ? 'Saving…' : 'Next'}
          </Button>
        </>
      }
    >
      <fieldset className="space-y-3">
        <legend className="sr-only">Consents</legend>
        {CONSENT_KEYS.map((key) => (
          <label
            key={key}
            htmlFor={`consent-${key}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-cadet-gray/40 p-4 has-[:checked]:border-midnight-green has-[:checked]:bg-nyanza"
          >
            <input
              id={`consent-${key}`}
              type="checkbox"
              checked={consents[key]}
              onChange={(event) => onChange(key, event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-midnight-green"
            />
            <span className="text-slate-800">{LABELS[key]}</span>
          </label>
        ))}
      </fieldset>
    </StepFrame>
  );
}
