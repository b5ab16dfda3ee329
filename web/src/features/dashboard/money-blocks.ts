import type { MonthMoneyDto } from "@kora/shared/contracts/dashboard.ts";
import type { UserType } from "@kora/shared/contracts/users.ts";

/**
 * Which halves of "This month" to show: earnings for advisors, spending for learners, and either one
 * whenever there is money in it (an advisor who also booked someone sees both).
 */
export function moneyBlocks(type: UserType, money: Pick<MonthMoneyDto, "earnings" | "spending">) {
  return {
    earnings: type === "Advisor" || money.earnings.length > 0,
    spending: type !== "Advisor" || money.spending.length > 0,
  };
}
