import { GST_STATES } from '@shared/subscriptions/gst';
import type { BillingCycle, PlanCode } from '@shared/subscriptions/plans';
import { createOrderSchema } from '@shared/subscriptions/schemas';
import type { ReactNode } from 'react';
import { InputField, SelectField } from '@/components/ui/field';
import { useForm, type Validation } from '@/lib/form';
import type { BillingDetails } from '../hooks/use-checkout';
import styles from './subscription.module.css';

interface Values {
  line: string;
  city: string;
  pincode: string;
  stateCode: string;
  gstin: string;
}

const FIELD_OF_PATH: Record<string, keyof Values> = {
  'billingAddress.line': 'line',
  billingAddress: 'line',
  'billingAddress.city': 'city',
  'billingAddress.pincode': 'pincode',
  'billingAddress.stateCode': 'stateCode',
  gstin: 'gstin',
};

/** The order's own schema (shared with the server) read onto the form's flat fields. */
function billingRules(
  values: Values,
  plan: PlanCode,
  billingCycle: BillingCycle,
): Validation<BillingDetails, keyof Values> {
  const { gstin, ...billingAddress } = values;
  const parsed = createOrderSchema.safeParse({ plan, billingCycle, billingAddress, gstin });
  if (parsed.success) {
    return {
      valid: true,
      data: { billingAddress: parsed.data.billingAddress, gstin: parsed.data.gstin || undefined },
    };
  }
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { valid: false, errors };
}

export interface BillingDetailsFormProps {
  plan: PlanCode;
  cycle: BillingCycle;
  disabled: boolean;
  onSubmit: (billing: BillingDetails) => void;
  /** What follows the fields: notices and the Pay button. */
  children: ReactNode;
}

/**
 * Who the GST invoice is billed to (rule 46): the billing address, whose state is the place of supply
 * (CGST + SGST in the seller's state, IGST elsewhere), and the GSTIN of a registered business, checked
 * here with the server's own rules (format, check character, the address's state).
 */
export function BillingDetailsForm({ plan, cycle, disabled, onSubmit, children }: BillingDetailsFormProps) {
  const form = useForm({
    initialValues: { line: '', city: '', pincode: '', stateCode: '', gstin: '' },
    validate: (values) => billingRules(values, plan, cycle),
    revalidate: 'on-submit',
    onSubmit,
  });
  return (
    <form className={styles.card} onSubmit={form.handleSubmit} aria-labelledby="pay-title" noValidate>
      <h2 id="pay-title" className={styles.cardTitle}>
        Billing details
      </h2>
      <p className={styles.muted}>Your GST invoice is made out to this address.</p>
      <InputField
        label="Billing address"
        autoComplete="street-address"
        isRequired
        maxLength={200}
        error={form.errors.line}
        disabled={disabled}
        {...form.field('line')}
      />
      <div className={styles.fieldRow}>
        <InputField
          label="City"
          autoComplete="address-level2"
          isRequired
          maxLength={80}
          error={form.errors.city}
          disabled={disabled}
          {...form.field('city')}
        />
        <InputField
          label="PIN code"
          autoComplete="postal-code"
          inputMode="numeric"
          isRequired
          maxLength={6}
          error={form.errors.pincode}
          disabled={disabled}
          {...form.field('pincode')}
        />
      </div>
      <SelectField
        label="State"
        isRequired
        placeholder="Select state"
        error={form.errors.stateCode}
        disabled={disabled}
        {...form.field('stateCode')}
      >
        {GST_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <InputField
        label="GSTIN (optional)"
        hint="Printed on your invoice, if your company claims GST input credit."
        autoComplete="off"
        maxLength={15}
        error={form.errors.gstin}
        disabled={disabled}
        {...form.field('gstin')}
      />
      {children}
    </form>
  );
}
