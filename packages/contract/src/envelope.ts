// The one JSON envelope of DESIGN §2, shared so the web can type what it reads.
import { z } from 'zod';

export interface ApiSuccess<T> {
  statusCode: number;
  data: T;
  message: string;
  success: true;
}

export interface ApiError {
  statusCode: number;
  message: string;
  success: false;
  errors?: Array<{ path: string; message: string }>;
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
}
