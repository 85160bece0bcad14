import type { Locator } from 'playwright-core';

/** Fills the Checkout dialog's address step with the demo shopper's San Francisco address and goes on to payment. */
export async function fillAddressStep(checkout: Locator): Promise<void> {
  await checkout.getByLabel('First Name').fill('Sam');
  await checkout.getByLabel('Last Name').fill('Shopper');
  await checkout.getByLabel('Email').fill('shopper@example.com');
  await checkout.getByLabel('Phone').fill('415-555-0100');
  await checkout.getByLabel('Street Address').fill('1 Market St');
  await checkout.getByLabel('City').fill('San Francisco');
  await checkout.getByLabel('State').fill('CA');
  await checkout.getByLabel('ZIP Code').fill('94105');
  await checkout.getByRole('button', { name: 'Continue to Payment' }).click();
}

/** Pays in the Payment dialog with the card the sandbox accepts and places the order. */
export async function payWithAcceptedCard(payment: Locator): Promise<void> {
  await payment.getByLabel('Name on Card').fill('Sam Shopper');
  await payment.getByLabel('Card Number').pressSequentially('4242424242424242');
  await payment.getByLabel('Expiry Date').fill('12/30');
  await payment.getByLabel('CVV').fill('123');
  await payment.getByRole('button', { name: 'Place Order' }).click();
}
