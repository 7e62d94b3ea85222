import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import {
  StyledError,
  StyledFieldset,
  StyledFieldWrapper,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledLegend,
  StyledSelect,
  StyledTextArea,
} from './field-styles';
import { translateContractText, useContractTexts, usePlatformIntl } from '../i18n/contract-texts';

/**
 * Error text of a field once touched (or after a submit attempt), in the parent's language: the
 * form state keeps the contracts' English message (zod's issue, or the server's), which the
 * platform catalog translates when it is shown (docs/architecture.md, "Languages").
 */
function useVisibleError(meta: { touched?: boolean; submitFailed?: boolean; error?: unknown; submitError?: unknown }) {
  const intl = usePlatformIntl();
  useContractTexts(intl);
  const error = meta.error ?? meta.submitError;
  return (meta.touched || meta.submitFailed) && typeof error === 'string' ? translateContractText(intl, error) : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** The ids and aria attributes that link a control to its hint and error. */
function useDescribedField(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** Label, hint, the control and its error, in the field layout every form uses. */
function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <StyledFieldWrapper>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {children}
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledFieldWrapper>
  );
}

/**
 * A labelled text input bound to react-final-form; its error is linked by aria-describedby and
 * flagged with aria-invalid. Empty input is kept as '' so zod's optional-or-empty rules apply.
 */
export function TextField({ name, label, hint, type = 'text', ...inputProps }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { type, parse: (value) => value ?? '' });
  const error = useVisibleError(meta);
  const { id, hintId, errorId, controlProps } = useDescribedField(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <StyledInput {...inputProps} {...input} id={id} type={type} $invalid={Boolean(error)} {...controlProps} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** A labelled multi-line text box bound to react-final-form, with the same hint and error links as TextField. */
export function TextAreaField({ name, label, hint, ...textAreaProps }: TextAreaFieldProps) {
  const { input, meta } = useField<string>(name, { parse: (value) => value ?? '' });
  const error = useVisibleError(meta);
  const { id, hintId, errorId, controlProps } = useDescribedField(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <StyledTextArea {...textAreaProps} {...input} id={id} $invalid={Boolean(error)} {...controlProps} />
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
}

/** As wide as its field, not as its longest option (which pushed a narrow page wider). */
const StyledFieldSelect = styled(StyledSelect)`
  width: 100%;
  min-width: 0;
`;

/** A labelled native select bound to react-final-form (native for keyboard and screen readers). */
export function SelectField({ name, label, options, placeholder, hint }: SelectFieldProps) {
  const { input, meta } = useField<string>(name, { parse: (value) => value ?? '' });
  const error = useVisibleError(meta);
  const { id, hintId, errorId, controlProps } = useDescribedField(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <StyledFieldSelect {...input} id={id} $invalid={Boolean(error)} {...controlProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledFieldSelect>
    </FieldFrame>
  );
}

const StyledChoiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * A checkbox beside its label: the box keeps its size (never shrunk by a two-line label) and sits
 * on the label's first line.
 */
const StyledChoice = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm};
  line-height: 1.35;
  min-width: 0;
  overflow-wrap: anywhere;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  input {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** At most this many may be checked; further boxes are disabled. */
  max?: number;
  hint?: ReactNode;
}

/** A fieldset of checkboxes holding a list of values, optionally capped at `max`. */
export function CheckboxGroupField({ name, legend, options, max, hint }: CheckboxGroupFieldProps) {
  const id = useId();
  const { input, meta } = useField<string[]>(name, { format: (value) => value ?? [] });
  const selected = input.value || [];
  const error = useVisibleError(meta);
  const atMax = max !== undefined && selected.length >= max;
  const toggle = (value: string, checked: boolean) =>
    input.onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <StyledFieldset aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}>
      <StyledLegend>{legend}</StyledLegend>
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      <StyledChoiceGrid>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const disabled = !checked && atMax;
          return (
            <StyledChoice key={option.value} $disabled={disabled}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={input.onBlur}
              />
              {option.label}
            </StyledChoice>
          );
        })}
      </StyledChoiceGrid>
      {error ? (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledFieldset>
  );
}
