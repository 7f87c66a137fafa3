import type { ApiSuccess } from '@dhvani/contract/envelope';
import type { PrivacyNoticeInfo } from '@dhvani/contract/privacy';
import { api } from '@/lib/api';

/** The notice in force and the grievance officer this installation named (GET /privacy/notice). */
export async function fetchNoticeInfo(): Promise<PrivacyNoticeInfo> {
  return (await api.get<ApiSuccess<PrivacyNoticeInfo>>('/privacy/notice')).data.data;
}
