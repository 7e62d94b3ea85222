import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  CHILD_TOAST_MESSAGES,
  GAME_LIMIT_MESSAGES,
  childProfileAnswersOf,
  computePersona,
  childProfileFormSchema,
  type ChildProfile,
  type PersonaAnswers,
  type UpdateChildProfileInput,
} from '@flourishly/contracts';
import { Button, Card, getHref, paths, useDeleteChildMutation, useToast, useUpdateChildMutation } from '@flourishly/platform';
import { zodValidator } from '@flourishly/platform/forms';
import { emptyAnswersToNull, nullAnswersToEmpty } from '../../shared/answer-options';
import { AnswerFields } from '../../shared/AnswerFields';
import { PersonaSummary } from '../../shared/PersonaSummary';
import { serverMessage } from '../../shared/server-message';
import { DeleteChildDialog } from './DeleteChildDialog';

const StyledSection = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

type EditValues = Record<string, unknown>;

/** The editable answers of a profile (everything but ids and the computed persona). */
function initialValuesOf(child: ChildProfile): EditValues {
  return nullAnswersToEmpty(childProfileAnswersOf(child));
}

const validate = (values: EditValues) => zodValidator(childProfileFormSchema)(emptyAnswersToNull(values));

/**
 * Edits every answer of a child's profile and the daily game limit (PATCH
 * /api/child-profiles/{childId}); the persona the
 * answers give is previewed live and recomputed by the server on save. Deleting asks first,
 * then removes the child and all its data and returns to the dashboard. `isCaregiver`: the daily
 * game limit is the owner's rule, so a caregiver sees it as text and the form sends it unchanged
 * (the server answers 403 to a change).
 */
export function EditChildForm({ child, isCaregiver = false }: { child: ChildProfile; isCaregiver?: boolean }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [updateChild] = useUpdateChildMutation();
  const [deleteChild, { isLoading: deleting }] = useDeleteChildMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const initialValues = useMemo(() => initialValuesOf(child), [child]);

  const onSubmit = async (values: EditValues) => {
    try {
      const changes = childProfileFormSchema.parse(emptyAnswersToNull(values)) as UpdateChildProfileInput;
      const saved = await updateChild({ childId: child.id, changes }).unwrap();
      toast({ title: CHILD_TOAST_MESSAGES.updated, description: CHILD_TOAST_MESSAGES.updatedDescription(saved.name) });
      navigate(getHref.child(child.id));
    } catch (error) {
      toast({ title: CHILD_TOAST_MESSAGES.updateFailed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const onDelete = async () => {
    try {
      await deleteChild(child.id).unwrap();
      setConfirmOpen(false);
      toast({ title: CHILD_TOAST_MESSAGES.deleted, description: CHILD_TOAST_MESSAGES.deletedDescription(child.name) });
      navigate(paths.home);
    } catch (error) {
      toast({ title: CHILD_TOAST_MESSAGES.deleteFailed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <>
      <Form<EditValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={`Edit ${child.name}'s profile`}>
            <StyledSection aria-labelledby="edit-basic">
              <h2 id="edit-basic">Basic info</h2>
              <AnswerFields steps={['basic']} />
            </StyledSection>
            <StyledSection aria-labelledby="edit-about">
              <h2 id="edit-about">About your child</h2>
              <AnswerFields steps={['young', 'older']} />
            </StyledSection>
            <StyledSection aria-labelledby="edit-family">
              <h2 id="edit-family">Family context</h2>
              <AnswerFields steps={['family']} />
            </StyledSection>
            <StyledSection aria-labelledby="edit-games">
              <h2 id="edit-games">Games</h2>
              {isCaregiver ? (
                <p>
                  {GAME_LIMIT_MESSAGES.label}:{' '}
                  {child.dailyGameLimitMinutes === null ? GAME_LIMIT_MESSAGES.off : `${child.dailyGameLimitMinutes} minutes a day`}. Only
                  the child’s owner can change it.
                </p>
              ) : (
                <AnswerFields steps={['games']} />
              )}
            </StyledSection>
            <StyledSection aria-labelledby="edit-persona">
              <h2 id="edit-persona">Persona</h2>
              <FormSpy subscription={{ values: true }}>
                {({ values }) => {
                  const preview = computePersona(emptyAnswersToNull(values) as PersonaAnswers);
                  return <PersonaSummary personaName={preview.persona} reasons={preview.reasons} detailed />;
                }}
              </FormSpy>
            </StyledSection>
            <StyledActions>
              <Button $variant="danger" onClick={() => setConfirmOpen(true)}>
                Delete Profile
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </StyledActions>
          </form>
        )}
      </Form>
      <DeleteChildDialog
        childName={child.name}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={() => void onDelete()}
        deleting={deleting}
      />
    </>
  );
}
