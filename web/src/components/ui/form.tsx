import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { cn } from '@/lib/cn';

/** react-hook-form wired to a zod schema: the schema's input is the form state, its output is submitted. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}

type FormProps<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children'
> & {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
};

/** The one form component: validation with zod, field state shared with the fields below through context. */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  ...props
}: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={form.handleSubmit(onSubmit)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

export const controlClasses =
  'block w-full rounded-xl border bg-ink-950/70 px-4 text-[0.95rem] text-ivory placeholder:text-ink-500 ' +
  'shadow-inner shadow-black/20 transition-colors duration-150 ' +
  'focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40 ' +
  'disabled:opacity-60';

type FieldShellProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  optional?: boolean | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string | undefined;
};

function FieldShell({ id, label, hint, optional, error, children, className }: FieldShellProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-ink-200">
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-ink-500">{t('optional')}</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = { name: string; label: string; hint?: string; optional?: boolean; className?: string };

function useField(name: string, hint: string | undefined, explicitId: string | undefined) {
  const { register, getFieldState, formState } = useFormContext();
  const generatedId = useId();
  const id = explicitId ?? `field-${generatedId}`;
  const error = getFieldState(name, formState).error?.message;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return {
    id,
    error,
    controlProps: {
      id,
      ...register(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      className: cn(controlClasses, error ? 'border-rose-400/70' : 'border-ink-600'),
    },
  };
}

export function InputField({ name, label, hint, optional, className, id, ...inputProps }: FieldProps & Omit<ComponentProps<'input'>, 'name'>) {
  const field = useField(name, hint, id);
  return (
    <FieldShell id={field.id} label={label} hint={hint} optional={optional} error={field.error} className={className}>
      <input {...inputProps} {...field.controlProps} className={cn(field.controlProps.className, 'h-12')} />
    </FieldShell>
  );
}

export function TextareaField({ name, label, hint, optional, className, id, ...textareaProps }: FieldProps & Omit<ComponentProps<'textarea'>, 'name'>) {
  const field = useField(name, hint, id);
  return (
    <FieldShell id={field.id} label={label} hint={hint} optional={optional} error={field.error} className={className}>
      <textarea {...textareaProps} {...field.controlProps} className={cn(field.controlProps.className, 'min-h-24 resize-y py-3')} />
    </FieldShell>
  );
}

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'name' | 'children'> & { options: ReadonlyArray<{ value: string; label: string }> };

export function SelectField({ name, label, hint, optional, className, id, options, ...selectProps }: SelectFieldProps) {
  const field = useField(name, hint, id);
  return (
    <FieldShell id={field.id} label={label} hint={hint} optional={optional} error={field.error} className={className}>
      <div className="relative">
        <select {...selectProps} {...field.controlProps} className={cn(field.controlProps.className, 'h-12 appearance-none pr-10')}>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="bg-ink-900">
              {option.label}
            </option>
          ))}
        </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 fill-gold-400">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
    </FieldShell>
  );
}
