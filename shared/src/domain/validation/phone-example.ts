import examples from "libphonenumber-js/examples.mobile.json";
import { type CountryCode, getExampleNumber } from "libphonenumber-js/mobile";

/**
 * An example mobile number as people in `country` write it ("07400 123456" in GB, "0412 345 678" in
 * AU), for a field's placeholder; the international example when the country is unknown.
 */
export function exampleMobile(country: string | null | undefined): string {
  const example = country ? getExampleNumber(country.toUpperCase() as CountryCode, examples) : undefined;
  return example?.formatNational() ?? "+61 412 345 678";
}
