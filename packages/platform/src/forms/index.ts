export { zodValidator } from './zod-validator';
export { TextField, SelectField, CheckboxGroupField } from './fields';
export type { TextFieldProps, SelectFieldProps, CheckboxGroupFieldProps } from './fields';
export { StyledFieldWrapper, StyledLabel, StyledInput, StyledSelect, StyledTextArea, StyledError, StyledHint } from './field-styles';
