import {
  integrationContractRouteSlugs,
  permitRulesOn,
  studyRouteSlugs,
} from "../../../content/permits/permit-rules.ts";
import { type PermitCalendarItem, type PermitRecord, permitCalendar } from "../../../core/permits/permit-calendar.ts";
import type { MemberPermitsTable } from "../../db/schema.ts";

/** A recorded permit as the API answers it: the record, and its calendar for the day asked. */
export type PermitView = PermitRecord & {
  id: string;
  routeSlug: string;
  departement: string;
  createdAt: string;
  updatedAt: string;
  calendar: PermitCalendarItem[];
};

export function toPermitRecord(row: MemberPermitsTable): PermitRecord {
  return {
    document: row.document,
    startDate: row.start_date,
    expiryDate: row.expiry_date,
    arrivalDate: row.arrival_date,
    filing: row.filing,
    validatedOn: row.validated_on,
    renewalFiledOn: row.renewal_filed_on,
    studies: studyRouteSlugs.includes(row.route_slug),
    integrationContract: integrationContractRouteSlugs.includes(row.route_slug),
  };
}

/** `today` is a Paris day: the calendar's states and the figures in force both depend on it. */
export function toPermitView(row: MemberPermitsTable, today: string): PermitView {
  const record = toPermitRecord(row);
  return {
    id: row.id,
    routeSlug: row.route_slug,
    departement: row.departement,
    ...record,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    calendar: permitCalendar(record, permitRulesOn(today), today),
  };
}
