import { type FormBody, object, record, str } from "./form.ts";
import { integer, required } from "./payments-routes.ts";
import {
  base,
  currencyOf,
  type FakeStripeObjects,
  invalid,
  missing,
  newId,
  nowSeconds,
  type Route,
  type StripeObject,
  StripeFault,
} from "./state.ts";

/** What Stripe asks a new Express individual for, before onboarding (dob and email only when not sent). */
const ONBOARDING_FIELDS = [
  "business_profile.mcc",
  "business_profile.url",
  "external_account",
  "individual.address.city",
  "individual.address.line1",
  "individual.address.postal_code",
  "individual.first_name",
  "individual.last_name",
  "individual.phone",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

function dobOf(individual: FormBody): Record<string, number> | null {
  if (individual.dob === undefined) return null;
  const dob = object(individual.dob);
  const parts: Record<string, number> = {};
  for (const part of ["day", "month", "year"]) {
    const value = str(dob[part]);
    if (value === undefined || !/^\d+$/.test(value))
      throw invalid(`Invalid integer: ${value ?? ""}`, "parameter_invalid_integer", `individual[dob][${part}]`);
    parts[part] = Number(value);
  }
  return parts;
}

function requirements(currentlyDue: string[], pastDue: string[]) {
  const due = [...new Set([...currentlyDue, ...pastDue])];
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: currentlyDue,
    disabled_reason: due.length > 0 ? "requirements.past_due" : null,
    errors: [],
    eventually_due: due,
    past_due: pastDue,
    pending_verification: [],
  };
}

function createAccount({ objects, body }: { objects: FakeStripeObjects; body: FormBody }): StripeObject {
  const type = required(body, "type");
  if (!["express", "standard", "custom"].includes(type)) throw invalid(`Invalid type: ${type}`, "parameter_invalid_string", "type");
  const country = str(body.country) ?? "US";
  const individual = object(body.individual);
  const dob = dobOf(individual);
  const email = str(body.email) ?? null;
  const fields = [
    ...ONBOARDING_FIELDS,
    ...(dob ? [] : ["individual.dob.day", "individual.dob.month", "individual.dob.year"]),
    ...(str(individual.email) ? [] : ["individual.email"]),
  ].sort();
  const requested = Object.entries(object(body.capabilities)).filter(([, capability]) => str(object(capability).requested) === "true");
  const account: StripeObject = {
    ...base("acct", "account"),
    business_type: str(body.business_type) ?? null,
    capabilities: Object.fromEntries(requested.map(([name]) => [name, "inactive"])),
    charges_enabled: false,
    country,
    default_currency: currencyOf(country),
    details_submitted: false,
    email,
    external_accounts: { object: "list", data: [], has_more: false, total_count: 0, url: "" },
    individual: { object: "person", email: str(individual.email) ?? null, dob: dob ?? { day: null, month: null, year: null } },
    metadata: record(body.metadata),
    payouts_enabled: false,
    requirements: requirements(fields, fields),
    type,
  };
  (account.external_accounts as Record<string, unknown>).url = `/v1/accounts/${account.id}/external_accounts`;
  objects.accounts.set(account.id, account);
  return account;
}

function accountOf(objects: FakeStripeObjects, id: string, param = "account"): StripeObject {
  const account = objects.accounts.get(id);
  if (!account) throw missing("account", id, param);
  return account;
}

/**
 * What finishing Express onboarding does to an account: details submitted, a bank account added,
 * transfers active; with `payoutsEnabled: false` Stripe still wants an identity document.
 */
export function completeOnboarding(objects: FakeStripeObjects, id: string, options: { payoutsEnabled?: boolean } = {}): StripeObject {
  const account = accountOf(objects, id);
  const payoutsEnabled = options.payoutsEnabled ?? true;
  const bank = {
    id: newId("ba"),
    object: "bank_account",
    account: id,
    bank_name: "STRIPE TEST BANK",
    country: account.country,
    currency: account.default_currency,
    default_for_currency: true,
    last4: "6789",
    status: "new",
  };
  Object.assign(account, {
    capabilities: Object.fromEntries(Object.keys(account.capabilities as object).map((name) => [name, "active"])),
    charges_enabled: true,
    details_submitted: true,
    external_accounts: { object: "list", data: [bank], has_more: false, total_count: 1, url: `/v1/accounts/${id}/external_accounts` },
    payouts_enabled: payoutsEnabled,
    requirements: requirements(payoutsEnabled ? [] : ["individual.verification.document"], []),
  });
  return account;
}

function createTransfer({ objects, body }: { objects: FakeStripeObjects; body: FormBody }): StripeObject {
  const amount = integer(body, "amount")!;
  const currency = required(body, "currency");
  const destinationId = required(body, "destination");
  const destination = objects.accounts.get(destinationId);
  if (!destination) throw invalid(`No such destination: '${destinationId}'`, "resource_missing", "destination");
  if ((destination.capabilities as Record<string, string>).transfers !== "active")
    throw invalid(
      "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
      "insufficient_capabilities_for_transfer",
      "destination",
    );
  const sourceId = str(body.source_transaction);
  if (sourceId !== undefined) {
    const charge = objects.charges.get(sourceId);
    if (!charge) throw invalid(`No such charge: '${sourceId}'`, "resource_missing", "source_transaction");
    if (charge.status !== "succeeded")
      throw invalid(`Charge ${sourceId} has not succeeded.`, "charge_invalid_parameter", "source_transaction");
    if (charge.currency !== currency)
      throw invalid(
        `The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the transfer currency (${currency})`,
        "parameter_invalid_string",
        "currency",
      );
    if (amount > Number(charge.amount))
      throw new StripeFault(400, {
        type: "invalid_request_error",
        code: "balance_insufficient",
        message: "Insufficient funds in Stripe account.",
      });
  }
  const transfer: StripeObject = {
    ...base("tr", "transfer"),
    amount,
    amount_reversed: 0,
    balance_transaction: newId("txn"),
    currency,
    description: null,
    destination: destinationId,
    destination_payment: newId("py"),
    metadata: record(body.metadata),
    reversals: { object: "list", data: [], has_more: false, total_count: 0, url: "" },
    reversed: false,
    source_transaction: sourceId ?? null,
    transfer_group: str(body.transfer_group) ?? null,
  };
  objects.transfers.set(transfer.id, transfer);
  return transfer;
}

const linkCode = () => newId("x").slice(2);

/** Connect: Express accounts, Account Links, login links and Transfers. */
export const connectRoutes: Route[] = [
  {
    method: "POST",
    pattern: /^\/v1\/accounts$/,
    params: ["type", "country", "email", "business_type", "individual", "capabilities", "metadata", "business_profile", "settings"],
    handle: createAccount,
  },
  {
    method: "GET",
    pattern: /^\/v1\/accounts\/([^/]+)$/,
    params: [],
    handle: ({ objects, params }) => accountOf(objects, params[0]!, "id"),
  },
  {
    method: "POST",
    pattern: /^\/v1\/account_links$/,
    params: ["account", "type", "refresh_url", "return_url", "collect", "collection_options"],
    handle: ({ objects, body }) => {
      const account = accountOf(objects, required(body, "account"));
      const type = required(body, "type");
      if (!["account_onboarding", "account_update"].includes(type))
        throw invalid(`Invalid type: ${type}`, "parameter_invalid_string", "type");
      for (const name of ["refresh_url", "return_url"])
        if (!URL.canParse(required(body, name))) throw invalid("Not a valid URL", "url_invalid", name);
      const created = nowSeconds();
      return {
        object: "account_link",
        created,
        livemode: false,
        expires_at: created + 300,
        url: `https://connect.stripe.com/setup/e/${account.id}/${linkCode()}`,
      };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/accounts\/([^/]+)\/login_links$/,
    params: [],
    handle: ({ objects, params }) => {
      const account = accountOf(objects, params[0]!);
      if (account.type !== "express") throw invalid("Login links can only be created for Express accounts.");
      if (!account.details_submitted) throw invalid("Cannot create a login link for an account that has not completed onboarding.");
      return { object: "login_link", created: nowSeconds(), livemode: false, url: `https://connect.stripe.com/express/${linkCode()}` };
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/transfers$/,
    params: ["amount", "currency", "destination", "source_transaction", "transfer_group", "metadata", "description"],
    handle: createTransfer,
  },
];
