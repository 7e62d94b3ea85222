export { zodValidator } from './zod-validator';
export { TextField, TextAreaField, SelectField, CheckboxGroupField } from './fields';
export type { TextFieldProps, TextAreaFieldProps, SelectFieldProps, CheckboxGroupFieldProps } from './fields';
export {
  StyledFieldWrapper,
  StyledFieldset,
  StyledLegend,
  StyledLabel,
  StyledInput,
  StyledSelect,
  StyledTextArea,
  StyledError,
  StyledHint,
} from './field-styles';
export { SchemaForm } from './SchemaForm';
export type { SchemaFormProps } from './SchemaForm';
