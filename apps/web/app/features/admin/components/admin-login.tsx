import { useEffect, useState } from 'react';
import { Eye, EyeOff, Lock, Shield } from 'lucide-react';
import { ADMIN_LOGIN_TEXTS, AdminLoginBodySchema, type AdminLoginBody } from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { Form, FormError, FormField, useZodForm } from '../../../components/ui/form';
import { loginErrorText, useAdminSession } from '../lib/admin-session';

export function AdminLogin() {
  const { login } = useAdminSession();
  const [showPassword, setShowPassword] = useState(false);
  const form = useZodForm(AdminLoginBodySchema, { defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const [username, password] = form.watch(['username', 'password']);
  // A sign-in failure stays until the administrator types again.
  const clearFailure = () => form.clearErrors('root.server');
  // The page is only this form: the cursor starts in its first field.
  useEffect(() => form.setFocus('username'), [form]);

  const submit = async ({ username, password }: AdminLoginBody) => {
    try {
      await login(username, password);
    } catch (e) {
      form.setError('root.server', { message: loginErrorText(e) });
    }
  };

  return (
    <main className="grid min-h-screen place-items-center bg-slate-100 px-4">
      <Form
        form={form}
        onSubmit={submit}
        className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
      >
        <Shield className="mx-auto size-10 text-brand-600" aria-hidden />
        <h1 className="mt-3 text-center text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-slate-600">Sign in to manage the site's content.</p>

        <FormField name="username" id="admin-username" label="Username" className="mt-6">
          <Input autoComplete="username" {...form.register('username', { onChange: clearFailure })} />
        </FormField>

        <FormField name="password" id="admin-password" label="Password" className="mt-4">
          <div className="relative">
            <Input
              type={showPassword ? 'text' : 'password'}
              className="pr-10"
              autoComplete="current-password"
              {...form.register('password', { onChange: clearFailure })}
            />
            <button
              type="button"
              onClick={() => setShowPassword((s) => !s)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 grid w-10 place-items-center text-slate-500 hover:text-slate-800"
            >
              {showPassword ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
            </button>
          </div>
        </FormField>

        <FormError message={errors.root?.server?.message} className="mt-4" />

        <Button
          type="submit"
          tone="primary"
          size="md"
          className="mt-6 w-full"
          busy={isSubmitting}
          disabled={!username.trim() || !password}
          icon={<Lock className="size-4" aria-hidden />}
        >
          Sign In
        </Button>
        <p className="mt-4 text-center text-xs text-slate-500">{ADMIN_LOGIN_TEXTS.sessionNote}</p>
      </Form>
    </main>
  );
}
