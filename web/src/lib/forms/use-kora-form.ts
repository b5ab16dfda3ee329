import { useCallback, useRef, useState, type BaseSyntheticEvent, type FocusEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { errorsMessages } from "@kora/shared/i18n/messages/errors.ts";
import { tidyText } from "@kora/shared/domain/validation/rules.ts";
import { isApiError } from "../api-client.ts";
import { emitFormEvent, formName } from "../client-events.ts";
import { pageTranslator } from "../page-translator.ts";
import { toast } from "../toast/toast.atoms.ts";
import { firstError, flattenErrors, scrollTopFor, splitServerErrors, type ErrorTree } from "./form-errors.ts";

export interface KoraFormOptions<TIn extends FieldValues, TOut> {
  /** A zod schema from shared/ (the same one the server validates with). */
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  onSubmit: (values: TOut) => Promise<void> | void;
}

export interface FieldOptions {
  /** Trim on blur (core §5). Off for passwords and codes. Default on. */
  tidy?: boolean;
  capitalise?: boolean;
}

/**
 * react-hook-form with the spec's form rules (core §5): every field validated on submit by the
 * shared zod schema; the first error toasted, scrolled to (150 px clear) and focused; text tidied on
 * blur; a 422's fields set by name and cleared when the person focuses the field; no double submit.
 */
export function useKoraForm<TIn extends FieldValues, TOut>(options: KoraFormOptions<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    defaultValues: options.defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const formRef = useRef<HTMLFormElement | null>(null);
  const lock = useRef(false);
  const focusedByUs = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onSubmitRef = useRef(options.onSubmit);
  onSubmitRef.current = options.onSubmit;

  const fieldNames = useCallback((): string[] => {
    const elements = formRef.current?.querySelectorAll<HTMLElement>("[name]") ?? [];
    return [...new Set([...elements].map((element) => element.getAttribute("name") ?? ""))];
  }, []);

  const focusField = useCallback((name: string) => {
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (!element) return;
    window.scrollTo({ top: scrollTopFor(element.getBoundingClientRect().top, window.scrollY), behavior: "smooth" });
    focusedByUs.current = name;
    element.focus({ preventScroll: true });
  }, []);

  const reportFirst = useCallback(
    (errors: [string, string][]) => {
      const first = firstError(errors, fieldNames());
      if (!first) return;
      toast.error(first[1]);
      focusField(first[0]);
    },
    [fieldNames, focusField],
  );

  const handleFailure = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) {
        console.error(error);
        toast.error(pageTranslator(errorsMessages).t("server"));
        return;
      }
      if (error.status === 422 && error.fields) {
        emitFormEvent({ kind: "formError", form: formName(formRef.current), fields: Object.keys(error.fields) });
        const { onFields, elsewhere } = splitServerErrors(error.fields, fieldNames());
        for (const [name, message] of onFields) form.setError(name as Path<TIn>, { type: "server", message });
        if (onFields.length > 0) reportFirst(onFields);
        else toast.error(elsewhere[0] ?? error.message);
        return;
      }
      if (!error.toasted) toast.error(error.message);
    },
    [fieldNames, form, reportFirst],
  );

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (lock.current) return;
      lock.current = true;
      setSubmitting(true);
      try {
        await form.handleSubmit(
          async (values) => {
            emitFormEvent({ kind: "formSubmit", form: formName(formRef.current) });
            try {
              await onSubmitRef.current(values);
            } catch (error) {
              handleFailure(error);
            }
          },
          (errors) => {
            const flat = flattenErrors(errors as ErrorTree);
            // Field names only: the values typed never leave the form.
            emitFormEvent({ kind: "formError", form: formName(formRef.current), fields: flat.map(([name]) => name) });
            reportFirst(flat);
          },
        )();
      } finally {
        lock.current = false;
        setSubmitting(false);
      }
    },
    [form, handleFailure, reportFirst],
  );

  /** register() plus tidy-on-blur and clear-server-error-on-focus; spread onto an input. */
  const field = (name: Path<TIn>, fieldOptions: FieldOptions = {}) => {
    const registered = form.register(name);
    return {
      ...registered,
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const value = event.target.value;
        if (fieldOptions.tidy !== false && typeof value === "string") {
          const tidied = tidyText(value, fieldOptions.capitalise);
          if (tidied !== value) form.setValue(name, tidied as PathValue<TIn, Path<TIn>>, { shouldDirty: true });
        }
        return registered.onBlur(event);
      },
      onFocus: () => {
        if (focusedByUs.current === name) {
          focusedByUs.current = null;
          return;
        }
        if (form.getFieldState(name).error?.type === "server") form.clearErrors(name);
      },
    };
  };

  const errorOf = (name: Path<TIn>): string | undefined => {
    const state = form.getFieldState(name, form.formState);
    return state.error?.message;
  };

  return { form, formRef, field, errorOf, submit, submitting };
}

/** What `field()` returns: spread it onto an input. */
export type KoraFieldProps = ReturnType<ReturnType<typeof useKoraForm<FieldValues, unknown>>["field"]>;
/** The part of a form that a reusable fieldset needs, for the field names it draws. */
export interface KoraFieldBinder<Name extends string> {
  field: (name: Name, options?: FieldOptions) => KoraFieldProps;
  errorOf: (name: Name) => string | undefined;
}
