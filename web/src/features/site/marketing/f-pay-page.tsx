import PaymentIntegrationPage from "./payment-integration-page.tsx";

/** /f/pay: the old path of /features/payment-integration, kept working but noindex, canonical to the new path. */
export default function LegacyPaymentIntegrationPage() {
  return <PaymentIntegrationPage legacy />;
}
