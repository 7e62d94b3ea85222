import { useIntl } from 'react-intl';
import {
  GRADES,
  INTEREST_IDS,
  MAX_INTERESTS,
  profileSchema,
  type Grade,
  type InterestId,
  type ProfileInput,
  type User,
} from '@flourishly/contracts';
import { MutedText, useErrorText, useUpdateProfileMutation, useToast } from '@flourishly/platform';
import { CheckboxGroupField, SchemaForm, SelectField, TextField } from '@flourishly/platform/forms';

const INTEREST_MESSAGES: Record<InterestId, string> = {
  physical: 'shell.profileForm.interest.physical',
  arts: 'shell.profileForm.interest.arts',
  storytelling: 'shell.profileForm.interest.storytelling',
  puzzles: 'shell.profileForm.interest.puzzles',
  sports: 'shell.profileForm.interest.sports',
  science: 'shell.profileForm.interest.science',
  technology: 'shell.profileForm.interest.technology',
  math: 'shell.profileForm.interest.math',
  literature: 'shell.profileForm.interest.literature',
};

/** The form's title by message: completing it the first time (docs/product.md), or editing it later. */
export const PROFILE_FORM_TITLE = { complete: 'shell.profileForm.complete', edit: 'shell.profileForm.edit' } as const;

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
  /** The form's accessible name: 'Complete Your Profile' on first completion, 'Your Profile' when editing (in the parent's language). */
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
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const [updateProfile] = useUpdateProfileMutation();
  const { toast } = useToast();
  const gradeLabel = (grade: Grade) =>
    grade === 'pre-k'
      ? text('shell.profileForm.grade.preK')
      : grade === 'kindergarten'
        ? text('shell.profileForm.grade.kindergarten')
        : text('shell.profileForm.grade.number', { number: Number.parseInt(grade, 10) });
  const onSubmit = async (values: ProfileInput) => {
    try {
      if (!user) throw new Error(text('shell.account.toast.notSignedIn'));
      await updateProfile({ userId: user.id, profile: profileSchema.parse(values) }).unwrap();
      toast({ title: text('shell.profileForm.saved'), description: text('shell.profileForm.savedDescription') });
      onSaved?.();
    } catch (error) {
      toast({
        title: text('shell.account.toast.updateFailed'),
        description: errorText(error, text('shell.account.tryAgain')),
        variant: 'destructive',
      });
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
      <MutedText>{text('shell.profileForm.lead')}</MutedText>
      <TextField
        name="phoneNumber"
        label={text('shell.profileForm.phone')}
        type="tel"
        autoComplete="tel"
        hint={text('shell.profileForm.optional')}
      />
      <TextField
        name="address"
        label={text('shell.profileForm.address')}
        autoComplete="street-address"
        hint={text('shell.profileForm.optional')}
      />
      <TextField name="schoolName" label={text('shell.profileForm.schoolName')} hint={text('shell.profileForm.schoolNameHint')} />
      <TextField name="schoolUrl" label={text('shell.profileForm.schoolUrl')} type="url" hint={text('shell.profileForm.schoolUrlHint')} />
      <SelectField
        name="grade"
        label={text('shell.profileForm.grade')}
        options={GRADES.map((grade) => ({ value: grade, label: gradeLabel(grade) }))}
        placeholder={text('shell.profileForm.gradeNone')}
        hint={text('shell.profileForm.gradeHint')}
      />
      <CheckboxGroupField
        name="selectedInterests"
        legend={text('shell.profileForm.interests')}
        options={INTEREST_IDS.map((id) => ({ value: id, label: text(INTEREST_MESSAGES[id]) }))}
        max={MAX_INTERESTS}
        hint={text('shell.profileForm.interestsHint', { max: MAX_INTERESTS })}
      />
    </SchemaForm>
  );
}
