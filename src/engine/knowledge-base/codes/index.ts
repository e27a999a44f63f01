import type { CodeId, EthicsCode } from '../types';
import { ACA_CODE } from './aca';
import { APA_CODE } from './apa';
import { NASW_CODE } from './nasw';

/** Codes held so far, in the order the knowledge base lists them. */
export const CODE_ORDER: CodeId[] = ['ACA', 'NASW', 'APA'];

export const CODES: Partial<Record<CodeId, EthicsCode>> = {
  ACA: ACA_CODE,
  NASW: NASW_CODE,
  APA: APA_CODE,
};
