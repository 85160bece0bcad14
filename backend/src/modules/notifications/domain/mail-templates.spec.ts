import { formatDollars, renderMail } from './mail-templates';

const context = { publicOrigin: 'https://shop.rounds.test' };

describe('mail templates', () => {
  it('formats money with two decimals and grouped thousands', () => {
    expect([formatDollars(0), formatDollars(5), formatDollars(4050), formatDollars(123456789)]).toEqual(['$0.00', '$0.05', '$40.50', '$1,234,567.89']);
  });

  it('lists an order confirmation’s lines, fees, 8 % tax and total, in text and in the branded HTML', () => {
    const mail = renderMail(
      {
        type: 'order.paid',
        data: { orderId: 'o1', orderNumber: 'A1B2C3D4', lines: [{ name: 'Reach 12', quantity: 2, unitPriceCents: 4050, lineTotalCents: 8100 }], subtotalCents: 8100, feesCents: 1299, taxCents: 648, totalCents: 10047 },
      },
      context,
    );
    expect(mail.subject).toBe('Your Rounds order A1B2C3D4 is confirmed');
    for (const line of ['2 × Reach 12 ($40.50 each): $81.00', 'Subtotal: $81.00', 'Fees: $12.99', 'Tax (8%): $6.48', 'Total: $100.47']) expect(mail.text).toContain(line);
    expect(mail.html).toContain('$100.47');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).not.toMatch(/<script|<style|class=/i);
  });

  it("links a shipping mail to the carrier's tracking page, and escapes what it shows", () => {
    const mail = renderMail(
      { type: 'shipment.shipped', data: { shipmentId: 's1', orderId: 'o1', orderNumber: '<b>A1</b>', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784&loc=en' } },
      context,
    );
    expect(mail.text).toContain('Track with UPS: https://www.ups.com/track?tracknum=1Z999AA10123456784&loc=en');
    expect(mail.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784&amp;loc=en"');
    expect(mail.html).toContain('&lt;b&gt;A1&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>A1</b>');
  });

  it('puts the unsubscribe link in the footer of optional mail only', () => {
    const gift = renderMail({ type: 'gift_offer.received', data: { offerId: 'g1', brandName: 'Glen', productName: 'Rye' } }, { ...context, unsubscribeUrl: 'https://shop.rounds.test/api/notifications/unsubscribe?token=t' });
    expect(gift.html).toContain('Unsubscribe from this kind of mail');
    expect(gift.text).toContain('https://shop.rounds.test/api/notifications/unsubscribe?token=t');
    const reset = renderMail({ type: 'account.password_reset_requested', data: { username: 'maya', link: 'https://shop.rounds.test/auth/reset?token=x', expiresInMinutes: 30 } }, context);
    expect(reset.html).not.toContain('Unsubscribe');
  });
});
