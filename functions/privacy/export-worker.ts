import type { DataExportRequestedDetail } from '../model/events';
import { eventTarget } from '../platform/event-target';
import { deliverDataExport } from './export-delivery';

/** EventBridge target: prepares a large account's data export and mails its link. */
export const handler = eventTarget<DataExportRequestedDetail>((detail) => deliverDataExport(detail));
