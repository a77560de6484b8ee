/** Digits of an account number left readable while it is hidden: enough to recognise it, not to use it. */
const VISIBLE_DIGITS = 4;

/**
 * The account number with every digit but the last four replaced by '*', separators kept, so the hidden
 * form has the shape the lawyer knows ('***-***-**6789').
 */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '').length;
  let seen = 0;
  return accountNo.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - VISIBLE_DIGITS ? digit : '*';
  });
}
