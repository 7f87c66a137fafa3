// When no clip is left for this contributor in the chosen language (issue 21): say so, and offer the other
// languages they know that still have clips; with none anywhere, thank them and point elsewhere.
import type { RecordingLanguage } from '@dhvani/contract/enums';
import { Button, buttonVariants } from '@/components/ui/button';
import { HeadphonesDrawing } from '@/components/ui/illustrations';
import { Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-t';
import { paths } from '@/lib/paths';

export function NothingLeft({
  language,
  others,
  onLanguage,
}: {
  language: RecordingLanguage | null;
  others: RecordingLanguage[];
  onLanguage: (language: RecordingLanguage) => void;
}) {
  const t = useT('review');
  const common = useT('common');
  if (!language) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-nyanza p-6">
        <p className="text-ink">{t('none.noLanguages')}</p>
        <Link to={paths.profile} className={buttonVariants({ variant: 'outline' })}>
          {t('none.profile')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-nyanza p-6">
      <HeadphonesDrawing className="h-24" />
      <h2 className="text-lg font-semibold text-midnight-green">
        {t('none.title', { language: common(`languageName.${language}`) })}
      </h2>
      {others.length > 0 ? (
        <>
          <p className="text-ink">{t('none.others')}</p>
          <div className="flex flex-wrap gap-2">
            {others.map((other) => (
              <Button key={other} variant="outline" onClick={() => onLanguage(other)}>
                {common(`languageName.${other}`)}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <>
          <p className="text-ink">{t('none.noOthers')}</p>
          <Link to={paths.qrRecording} className={buttonVariants()}>
            {t('none.record')}
          </Link>
        </>
      )}
    </div>
  );
}
