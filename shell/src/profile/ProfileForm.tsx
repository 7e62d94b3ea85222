import {
  GRADE_LABELS,
  GRADES,
  INTEREST_IDS,
  INTEREST_LABELS,
  MAX_INTERESTS,
  profileSchema,
  TOAST_MESSAGES,
  type ProfileInput,
  type User,
} from '@flourishly/contracts';
import { errorMessage, MutedText, useUpdateProfileMutation, useToast } from '@flourishly/platform';
import { CheckboxGroupField, SchemaForm, SelectField, TextField } from '@flourishly/platform/forms';

const GRADE_OPTIONS = GRADES.map((grade) => ({ value: grade, label: GRADE_LABELS[grade] }));
const INTEREST_OPTIONS = INTEREST_IDS.map((id) => ({ value: id, label: INTEREST_LABELS[id] }));

/** The form's title: completing it the first time (docs/product.md), or editing it later. */
export const PROFILE_FORM_TITLE = { complete: 'Complete Your Profile', edit: 'Your Profile' } as const;

/** The form's starting values: the user's saved answers, '' for unanswered text. */
export function profileInitialValues(user: User | null): ProfileInput {
  return {
    phoneNumber: user?.phoneNumber ?? '',
    address: user?.address ?? '',
    schoolName: user?.schoolName ?? '',
    schoolUrl: user?.schoolUrl ?? '',
    grade: user?.grade ?? '',
    selectedInterests: user?.selectedInterests ?? [],
  };
}

export interface ProfileFormProps {
  user: User | null;
  /** The form's accessible name: 'Complete Your Profile' on first completion, 'Your Profile' when editing. */
  label: string;
  submitLabel: string;
  /** Runs after a successful save (e.g. go to `/`). */
  onSaved?: () => void;
}

/**
 * The profile form of docs/product.md (validated with the contracts' profileSchema): phone,
 * address, school, school URL, grade and up to 5 interests. Saves with POST
 * /api/users/{id}/profile, which refreshes the current user; submission is blocked while
 * pending. Toasts of docs/product.md.
 */
export function ProfileForm({ user, label, submitLabel, onSaved }: ProfileFormProps) {
  const [updateProfile] = useUpdateProfileMutation();
  const { toast } = useToast();
  const onSubmit = async (values: ProfileInput) => {
    try {
      if (!user) throw new Error(TOAST_MESSAGES.userNotAuthenticated);
      await updateProfile({ userId: user.id, profile: profileSchema.parse(values) }).unwrap();
      toast({ title: TOAST_MESSAGES.profileUpdated, description: TOAST_MESSAGES.profileUpdatedDescription });
      onSaved?.();
    } catch (error) {
      toast({ title: TOAST_MESSAGES.updateFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <SchemaForm<ProfileInput>
      schema={profileSchema}
      onSubmit={onSubmit}
      initialValues={profileInitialValues(user)}
      label={label}
      submitLabel={submitLabel}
    >
      <MutedText>
        Every field is optional: you can leave them all empty and carry on. School, website and grade help us suggest activities that fit
        your child's school year; if you are a grandparent or caregiver, or your child is not at school yet, leave them empty.
      </MutedText>
      <TextField name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" hint="Optional." />
      <TextField name="address" label="Address" autoComplete="street-address" hint="Optional." />
      <TextField name="schoolName" label="School name" hint="Optional: your child's school, to match activities to it." />
      <TextField name="schoolUrl" label="School website" type="url" hint="Optional, e.g. https://school.example" />
      <SelectField
        name="grade"
        label="Grade"
        options={GRADE_OPTIONS}
        placeholder="Not in school yet / prefer not to say"
        hint="Optional: your child's school year, to suit activities to it."
      />
      <CheckboxGroupField
        name="selectedInterests"
        legend="Interests"
        options={INTEREST_OPTIONS}
        max={MAX_INTERESTS}
        hint={`Optional. Choose up to ${MAX_INTERESTS}.`}
      />
    </SchemaForm>
  );
}
