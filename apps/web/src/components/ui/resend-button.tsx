import { formatWait } from '@/hooks/use-resend-cooldown';
import { useT } from '@/i18n/use-t';
import { Button, type ButtonProps } from './button';

interface ResendButtonProps extends Omit<ButtonProps, 'children'> {
  /** Seconds until a code may be sent again (useResendCooldown). */
  remaining: number;
}

/** "Resend", or "Resend in 0:27" (disabled) while the server's cooldown runs (issue 24). */
export function ResendButton({ remaining, disabled, ...props }: ResendButtonProps) {
  const t = useT('common');
  return (
    <Button {...props} disabled={disabled || remaining > 0}>
      {remaining > 0 ? t('resend.wait', { time: formatWait(remaining) }) : t('resend.action')}
    </Button>
  );
}
