import type { Address } from '~/commerce/models';

/** The lines of a postal address: name, company, street, town, region and country. */
function addressLines(address: Address): string[] {
  const name = [address.title, address.firstName, address.lastName].filter(Boolean).join(' ');
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  const region = address.mainDivision ?? address.mainDivisionCode;
  return [name, address.companyName1, address.companyName2, address.addressLine1, address.addressLine2, address.addressLine3, town, region, address.country ?? address.countryCode].filter(
    (line): line is string => !!line,
  );
}

/** An address as a block (`<address>`), or on one line for a choice's label. */
export function AddressSummary({ address, inline = false }: { address: Address; inline?: boolean }) {
  const lines = addressLines(address);
  if (inline) return <span className="address-inline">{lines.join(', ')}</span>;
  return (
    <address className="address-summary">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
