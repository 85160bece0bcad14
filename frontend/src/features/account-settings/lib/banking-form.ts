/**
 * The banking form's own checks, the same rules the server applies: all fields
 * required, a 9-digit routing number with a valid ABA check digit, an account number of 4–17 digits.
 */
export interface BankingForm {
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
}

export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

/** Field → message, empty when the form can be sent. */
export function bankingFormErrors(form: BankingForm): Partial<Record<keyof BankingForm, string>> {
  const errors: Partial<Record<keyof BankingForm, string>> = {};
  if (!form.accountHolderName.trim()) errors.accountHolderName = 'Account holder name is required';
  if (!form.bankName.trim()) errors.bankName = 'Bank name is required';
  const routing = form.routingNumber.trim();
  if (!routing) errors.routingNumber = 'Routing number is required';
  else if (!/^\d{9}$/.test(routing)) errors.routingNumber = 'Routing number must be 9 digits';
  else if (!isValidAbaRoutingNumber(routing)) errors.routingNumber = 'This is not a valid routing number';
  const account = form.accountNumber.trim();
  if (!account) errors.accountNumber = 'Account number is required';
  else if (!/^\d{4,17}$/.test(account)) errors.accountNumber = 'Account number must be 4 to 17 digits';
  if (form.accountType !== 'checking' && form.accountType !== 'savings') errors.accountType = 'Choose checking or savings';
  return errors;
}
