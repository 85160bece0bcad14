import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { TransactionContext, UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { GIFT_CONVERSIONS, GiftConversions } from '../../../brand-campaigns';
import { CART_CHECKOUT, CartCheckout, CartLineView } from '../../../cart';
import { GetPurchasableProductsQuery, PurchasableProduct } from '../../../catalog';
import { AcceptedGift, CreatorAttributionPolicy, OrderReferral } from '../../../commissions';
import { assertWithinRollingLimit, bottlesIn, GetStateRulesQuery, hasRollingLimit, ROLLING_LIMIT_DAYS, RuleSnapshot } from '../../../compliance';
import { CREATOR_EARNINGS, CreatorEarningsStore } from '../../../curation';
import { ShopperAges } from '../../../identity';
import { OUTBOX, Outbox } from '../../../notifications';
import {
  AuthorizationOutcome,
  AuthorizationRequest,
  CheckoutResult,
  checkoutAuthorizationKey,
  IdempotencyRequest,
  NewOrder,
  OrderPlacement,
  PAYMENT_GATEWAY,
  PaymentDeclinedError,
  PaymentGateway,
  PaymentOperationRefusedError,
  calendarDayOf,
  PlannedOrder,
  planCartOrders,
  planProductOrder,
  totalOf,
} from '../../../ordering';
import { CheckoutCommand } from './checkout.command';

/** How many holds one request (one Idempotency-Key, body and total) may go through: those released by failed attempts, or used by earlier checkouts. */
const MAX_AUTHORIZATION_ATTEMPTS = 10;

/**
 * The checkout, both calls, top to bottom. Who takes part, each through its index.ts:
 * identity (the shopper's date of birth), catalog (the product), compliance (the rules of the address's
 * state in force now), cart (its lines), ordering (pricing, idempotency key, orders and the age evidence
 * they are placed on, the shopper's lock and bottle count, payment),
 * commissions (who referred the purchase, the ledger), brand-campaigns (gift conversions) and
 * curation (the creator page's total earnings).
 *
 * Everything from the Idempotency-Key to the stored answer runs in ONE transaction: a refusal or a
 * declined card throws before the commit, so nothing is written; a failure after the authorization
 * voids it (the catch below), so no money is held without an order.
 */
@CommandHandler(CheckoutCommand)
export class CheckoutFlow implements ICommandHandler<CheckoutCommand, CheckoutResult> {
  private readonly logger = new Logger(CheckoutFlow.name);

  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queryBus: QueryBus,
    @Inject(CART_CHECKOUT) private readonly cart: CartCheckout,
    private readonly orders: OrderPlacement,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly attribution: CreatorAttributionPolicy,
    @Inject(GIFT_CONVERSIONS) private readonly giftConversions: GiftConversions,
    @Inject(CREATOR_EARNINGS) private readonly creatorEarnings: CreatorEarningsStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly ages: ShopperAges,
  ) {}

  async execute(command: CheckoutCommand): Promise<CheckoutResult> {
    const { shopperId, purchase, shippingInfo, idempotency } = command;
    // identity: a date of birth is needed while the account has none; under 21 on the shop's day is refused (and only counted) before anything is written.
    const dateOfBirth = await this.ages.dateOfBirthForCheckout(shopperId, command.dateOfBirth, calendarDayOf(this.clock.now()));
    // catalog: read before the transaction starts, so that no pooled connection is needed while it holds one.
    const product = purchase.kind === 'product' ? await this.purchasableProduct(purchase.productId) : undefined;
    // compliance: the rules of the address's state in force now, read before the transaction for the same reason.
    const rules: RuleSnapshot = await this.queryBus.execute(new GetStateRulesQuery(shippingInfo.state));
    let authorized: { sessionId: string; amountCents: number } | null = null;
    try {
      return await this.unitOfWork.run(async (tx) => {
        // ordering: claim the Idempotency-Key, or replay the answer of the request that used it first.
        if (idempotency) {
          const claim = await this.orders.claimIdempotencyKey(tx, shopperId, command.operation, idempotency);
          if (claim.kind === 'replay') return claim.response;
        }

        // ordering (+ cart, compliance): check against the address's rules and price on the server; the cart's lines stay locked until the commit.
        let cartLines: CartLineView[] = [];
        let planned: PlannedOrder[];
        if (purchase.kind === 'product') {
          planned = [planProductOrder(product, purchase.fulfillmentType, rules, shippingInfo.zipCode)];
        } else {
          cartLines = await this.cart.lockLinesForCheckout(tx, shopperId);
          planned = planCartOrders(cartLines, rules, shippingInfo.zipCode);
        }

        // ordering + compliance: the rolling limit counts the shopper's orders of the last 30 days under the
        // shopper's lock, so a concurrent checkout (any process) waits and then counts this one.
        const now = this.clock.now();
        if (hasRollingLimit(rules)) {
          const since = new Date(now.getTime() - ROLLING_LIMIT_DAYS * 24 * 3600_000);
          const alreadyOrdered = await this.orders.lockAndCountBottlesSince(tx, shopperId, since);
          assertWithinRollingLimit(rules, alreadyOrdered, bottlesIn(planned.flatMap((order) => order.items)));
        }

        // commissions: who referred the purchase (named at checkout, else the last click in the window).
        const explicitCreatorId = purchase.kind === 'product' ? purchase.creatorId : null;
        const referral = await this.attribution.resolveReferrer(tx, { shopperId, explicitCreatorId });

        // identity: the date of birth declared with this checkout (dob_declared), and the age status the orders are placed on.
        const placedOn = await this.ages.declare(tx, shopperId, dateOfBirth);

        // ordering: the orders, pending, credited to the referring creator page, with their age evidence.
        const newOrders = await this.orders.placePendingOrders(tx, { shopperId, orders: planned, creatorId: referral?.creatorId ?? null, shippingInfo, now });
        await this.orders.recordPlacedOn(tx, newOrders.map((order) => order.id), placedOn);

        // commissions, brand-campaigns, curation: the ledger's entries, gift conversions, the page's total earnings.
        if (referral) await this.credit(tx, referral, shopperId, newOrders, now);

        // ordering's payment gateway: ONE authorization for the grand total, under the checkout's idempotency key; each shipment captures its share when it leaves.
        const payment = await this.authorize(
          tx,
          { amountCents: totalOf(newOrders), currency: 'usd', card: command.payment, shopperId, orderIds: newOrders.map((order) => order.id) },
          idempotency,
        );
        if (payment.outcome === 'declined') throw new PaymentDeclinedError();
        authorized = { sessionId: payment.sessionId, amountCents: totalOf(newOrders) };

        // ordering: pending → paid; cart: the checked-out lines go (a line added meanwhile stays).
        const result = await this.orders.markPaid(tx, newOrders, payment.sessionId);
        if (purchase.kind === 'cart') await this.cart.removeCheckedOutLines(tx, shopperId, cartLines.map((line) => line.id));

        // notifications: each paid order's confirmation (to the account's address, else the checkout's) and webhook.
        await this.recordPaidOrders(tx, shopperId, shippingInfo.email, newOrders, result);

        // ordering: the answer a retry with the same Idempotency-Key gets.
        if (idempotency) await this.orders.storeIdempotentResponse(tx, shopperId, idempotency.key, result);
        return result;
      });
    } catch (error) {
      // The payment compensation: the transaction rolled back after the authorization, so the hold on the card goes too.
      if (authorized) {
        const { sessionId, amountCents } = authorized;
        await this.payments.void({ sessionId, amountCents, idempotencyKey: `checkout:${sessionId}:void` }).catch((voidError: unknown) => {
          // Money may be held without an order: this needs a person, so say exactly which session.
          this.logger.error(`Could not void payment session ${sessionId} after a failed checkout: ${String(voidError)}`);
        });
      }
      throw error;
    }
  }

  /**
   * The hold on the card, under the checkout's key (checkoutAuthorizationKey): a request retried after
   * the provider held the money but the transaction did not commit gets that same hold back. A key the
   * request cannot use is followed by the next of its sequence: one whose hold an earlier attempt
   * released (it failed after holding, and voided), or one whose hold already pays for orders (an
   * earlier, completed use of the same Idempotency-Key after ours forgot it at 24 hours): one hold never
   * pays for two checkouts.
   */
  private async authorize(tx: TransactionContext, request: Omit<AuthorizationRequest, 'idempotencyKey'>, idempotency: IdempotencyRequest | null): Promise<Exclude<AuthorizationOutcome, { outcome: 'released' }>> {
    const checkout = { shopperId: request.shopperId, idempotency, orderIds: request.orderIds, amountCents: request.amountCents };
    for (let attempt = 1; attempt <= MAX_AUTHORIZATION_ATTEMPTS; attempt++) {
      const outcome = await this.payments.authorize({ ...request, idempotencyKey: checkoutAuthorizationKey(checkout, attempt) });
      if (outcome.outcome === 'released') continue;
      if (outcome.outcome === 'authorized' && (await this.orders.paymentSessionInUse(tx, outcome.sessionId))) continue;
      return outcome;
    }
    throw new PaymentOperationRefusedError(`This Idempotency-Key has been used for ${MAX_AUTHORIZATION_ATTEMPTS} card authorizations already; send the checkout again with a new Idempotency-Key.`);
  }

  private async recordPaidOrders(tx: TransactionContext, shopperId: string, checkoutEmail: string, newOrders: readonly NewOrder[], result: CheckoutResult): Promise<void> {
    for (const [index, order] of newOrders.entries()) {
      const placed = result.orders[index]!;
      await this.outbox.record(tx, {
        type: 'order.paid',
        recipient: { userId: shopperId, email: checkoutEmail },
        data: {
          orderId: order.id,
          orderNumber: placed.orderNumber ?? order.id,
          lines: order.items.map((item) => ({ name: item.productName, quantity: item.quantity, unitPriceCents: item.unitPriceCents, lineTotalCents: item.unitPriceCents * item.quantity })),
          subtotalCents: placed.subtotalCents,
          feesCents: placed.deliveryFeeCents,
          taxCents: placed.taxCents,
          totalCents: placed.totalCents,
        },
      });
    }
  }

  private async purchasableProduct(productId: string): Promise<PurchasableProduct | undefined> {
    const [product] = await this.queryBus.execute(new GetPurchasableProductsQuery([productId]));
    return product;
  }

  /**
   * The referrer's credit, in the checkout's transaction: an order of a product the credited creator
   * accepted as a gift (brand-campaigns) is a gift conversion; the ledger (commissions) records the
   * entries; the creator page's total earnings (curation) grow by what they earn.
   */
  private async credit(tx: TransactionContext, referral: OrderReferral, shopperId: string, newOrders: readonly NewOrder[], now: Date): Promise<void> {
    const gifts = new Map<string, AcceptedGift>();
    if (referral.creatorId) {
      for (const order of newOrders) {
        const gift = await this.acceptedGiftOf(tx, referral.creatorId, order, now);
        if (gift) gifts.set(order.id, gift);
      }
    }
    const recorded = await this.attribution.recordAttribution(tx, {
      referral,
      shopperId,
      gifts,
      orders: newOrders.map((order) => ({
        orderId: order.id,
        subtotalCents: order.subtotalCents,
        productIds: order.items.map((item) => item.productId),
        lines: order.items.map((item) => ({ orderItemId: item.id, productId: item.productId, productName: item.productName, quantity: item.quantity, unitPriceCents: item.unitPriceCents })),
      })),
    });
    if (!recorded.recorded) return;
    for (const gift of gifts.values()) await this.giftConversions.recordConversion(tx, gift, now);
    if (referral.creatorId && recorded.creatorEarningsDeltaCents !== 0) await this.creatorEarnings.adjust(tx, referral.creatorId, recorded.creatorEarningsDeltaCents);
  }

  /** The first of the order's products the creator accepted as a gift within the conversion window, if any. */
  private async acceptedGiftOf(tx: TransactionContext, creatorId: string, order: NewOrder, now: Date): Promise<AcceptedGift | null> {
    for (const productId of new Set(order.items.map((item) => item.productId))) {
      const gift = await this.giftConversions.findAcceptedGift(tx, creatorId, productId, now);
      if (gift) return gift;
    }
    return null;
  }
}
