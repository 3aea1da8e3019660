import { NewAgreementContent } from '../../features/agreements/pages/new-agreement-content.tsx';
import { BillingAccountForm } from '../../features/company-profile/components/billing-account-form.tsx';
import { ContactForm } from '../../features/company-profile/components/contact-form.tsx';

/**
 * /nuevo-convenio-colaboracion: the agreement form (agreements) with the company profile's add
 * panels for a management contact and a billing account (company-profile).
 */
export default function NewAgreementPage() {
  return (
    <NewAgreementContent
      renderAddContact={(onSaved, onCancel) => (
        <ContactForm
          contact={null}
          onSaved={(contact) => {
            onSaved(contact.idContacto);
          }}
          onCancel={onCancel}
        />
      )}
      renderAddAccount={(onSaved, onCancel) => (
        <BillingAccountForm
          account={null}
          onSaved={(account) => {
            onSaved(account.idCuenta);
          }}
          onCancel={onCancel}
        />
      )}
    />
  );
}
