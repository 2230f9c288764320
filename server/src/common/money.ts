/** Money is integer paise everywhere inside the server; these two helpers are the only conversions. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
