// Boundary: the form hook's bindings as rendered markup - what a control gets from field, checkbox and radio.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField, InputField } from '@/components/ui/field';
import { useForm } from './use-form';

interface Values {
  email: string;
  rememberMe: boolean;
  role: 'candidate' | 'employer';
}

function SignInForm({ initialValues }: { initialValues: Values }) {
  const form = useForm({
    initialValues,
    validate: (values: Values) => ({ valid: true, data: values }),
    onSubmit: () => undefined,
  });
  return (
    <form onSubmit={form.handleSubmit}>
      <InputField label="Email" id="email" {...form.field('email')} />
      <CheckboxField label="Remember me" id="remember" {...form.checkbox('rememberMe')} />
      <input type="radio" id="candidate" {...form.radio('role', 'candidate')} />
      <input type="radio" id="employer" {...form.radio('role', 'employer')} />
    </form>
  );
}

function tagOf(html: string, id: string): string {
  return html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
}

describe('useForm bindings', () => {
  const html = renderToStaticMarkup(
    <SignInForm initialValues={{ email: 'asha@example.com', rememberMe: true, role: 'employer' }} />,
  );

  it('gives a text control its name and value', () => {
    const input = tagOf(html, 'email');
    expect(input).toContain('name="email"');
    expect(input).toContain('value="asha@example.com"');
    // No message yet: nothing marks the field invalid.
    expect(input).not.toContain('aria-invalid');
  });

  it('ticks a checkbox from its value', () => {
    expect(tagOf(html, 'remember')).toContain('name="rememberMe"');
    expect(tagOf(html, 'remember')).toContain('checked');
  });

  it('checks the radio whose value the field holds', () => {
    expect(tagOf(html, 'employer')).toMatch(
      /name="role".*value="employer".*checked|checked.*value="employer"/,
    );
    expect(tagOf(html, 'candidate')).not.toContain('checked');
  });
});
