// The value types every protocol message is built from (docs/protocols.md conventions): ids and device
// numbers are positive integers, times ISO 8601 UTC with milliseconds.
import { z } from 'zod';

export const id = z.int().positive();
export const count = z.int().nonnegative();
/** `2025-01-06T06:00:00.000Z`: UTC, no offset */
export const instant = z.iso.datetime();
export const percent = z.int().min(0).max(100);
