import type { Cents } from '../../../shared/domain/money';
import { CampaignBudgetBelowSpentError, CampaignDatesError } from './brand-campaigns.errors';
import { assertCampaignTransition, CampaignStatus } from './campaign-status';

export const CAMPAIGN_TYPES = ['gifting', 'affiliate', 'sponsored'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** A campaign as the rules see it: money in cents, dates as instants. */
export interface CampaignState {
  name: string;
  description: string | null;
  type: CampaignType;
  status: CampaignStatus;
  budgetCents: Cents | null;
  spentCents: Cents;
  startDate: Date | null;
  endDate: Date | null;
}

export interface CampaignChanges {
  name?: string;
  description?: string | null;
  budgetCents?: Cents | null;
  startDate?: Date | null;
  endDate?: Date | null;
  status?: CampaignStatus;
}

/** endDate may equal startDate (a one-day campaign) but never come before it. */
export function assertCampaignDates(startDate: Date | null, endDate: Date | null): void {
  if (startDate && endDate && endDate.getTime() < startDate.getTime()) throw new CampaignDatesError();
}

/** Applies an edit or a status move, checking the dates, the budget against what was spent and the transition table. */
export function applyCampaignChanges(campaign: CampaignState, changes: CampaignChanges): CampaignState {
  const next: CampaignState = { ...campaign };
  if (changes.name !== undefined) next.name = changes.name;
  if (changes.description !== undefined) next.description = changes.description;
  if (changes.startDate !== undefined) next.startDate = changes.startDate;
  if (changes.endDate !== undefined) next.endDate = changes.endDate;
  assertCampaignDates(next.startDate, next.endDate);
  if (changes.budgetCents !== undefined) {
    if (changes.budgetCents !== null && changes.budgetCents < campaign.spentCents) throw new CampaignBudgetBelowSpentError((campaign.spentCents / 100).toFixed(2));
    next.budgetCents = changes.budgetCents;
  }
  if (changes.status !== undefined && changes.status !== campaign.status) {
    assertCampaignTransition(campaign.status, changes.status);
    next.status = changes.status;
  }
  return next;
}

/** What is left to spend, or null for a campaign without a budget (no limit). */
export function remainingBudgetCents(campaign: Pick<CampaignState, 'budgetCents' | 'spentCents'>): Cents | null {
  return campaign.budgetCents === null ? null : Math.max(0, campaign.budgetCents - campaign.spentCents);
}
