import { useLayoutEffect, useState } from 'react';
import {
  createFormControl,
  useFormState,
  type Control,
  type FieldValues,
  type FormState,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

/** What a step's form is made with: its first values, its check, and when it checks again. */
export type StepFormOptions<V extends FieldValues> = Pick<
  UseFormProps<V>,
  'defaultValues' | 'reValidateMode' | 'shouldFocusError'
> & { resolver: Resolver<V> };

/**
 * react-hook-form's form for a step's page, as `useForm` gives it, without the draw `useForm`
 * asks for as the page mounts (decision 0044's addendum).
 *
 * `useForm` marks its form ready with a state update in a layout effect: React draws the page
 * again at once, in the task that shows it, after running every effect the page queued. A page
 * drawn ahead was drawn again that way as it was shown. Here the form's control is made with
 * react-hook-form's `createFormControl` and its state read with `useFormState` (subscribed in a
 * layout effect, with no update). What `useForm` does on mount for the options a step's form
 * uses is done here too: the form marked ready and mounted, and the check kept current.
 */
export function useStepFormControl<V extends FieldValues>(
  options: StepFormOptions<V>,
): UseFormReturn<V> {
  const [form] = useState(() => {
    const { formControl } = createFormControl<V>(options);
    return { ...formControl, formState: formControl.control._formState };
  });
  const { control } = form;
  keepCurrent(form, options.resolver, useFormState({ control }));
  useLayoutEffect(() => markReady(control), [control]);
  return form;
}

/**
 * One object for the page's life, as `useForm` returns: what is handed to the fields does not
 * change with the form's state, only its `formState` does. The check is the latest one the page
 * made (as `useForm` sets its options on every draw).
 */
function keepCurrent<V extends FieldValues>(
  form: UseFormReturn<V>,
  resolver: Resolver<V>,
  formState: FormState<V>,
) {
  form.formState = formState;
  if (form.control._options.resolver !== resolver) form.control._options = { resolver };
}

/**
 * As `useForm`'s mount, without its state update: the form is ready (a field typed in before its
 * code ran was taken as typed when it registered) and mounted (its values are the fields'). Its
 * validity is not worked out: no step's page reads it.
 */
function markReady<V extends FieldValues>(control: Control<V>) {
  control._formState.isReady = true;
  control._state.mount = true;
}
