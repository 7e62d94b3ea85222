export { zodValidator } from './zod-validator';
export { TextField, TextAreaField, SelectField, CheckboxGroupField } from './fields';
export type { TextFieldProps, TextAreaFieldProps, SelectFieldProps, CheckboxGroupFieldProps } from './fields';
export { StyledFieldWrapper, StyledLabel, StyledInput, StyledSelect, StyledTextArea, StyledError, StyledHint } from './field-styles';
