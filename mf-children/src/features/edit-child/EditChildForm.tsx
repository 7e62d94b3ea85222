import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  childProfileAnswersOf,
  computePersona,
  childProfileFormSchema,
  type ChildProfile,
  type PersonaAnswers,
  type UpdateChildProfileInput,
} from '@flourishly/contracts';
import {
  Button,
  Card,
  getHref,
  paths,
  translateContractText,
  useDeleteChildMutation,
  useToast,
  useUpdateChildMutation,
} from '@flourishly/platform';
import { zodValidator } from '@flourishly/platform/forms';
import { emptyAnswersToNull, nullAnswersToEmpty } from '../../shared/answer-options';
import { AnswerFields } from '../../shared/AnswerFields';
import { PERSONA_MESSAGES, personaReasonText } from '../../shared/persona-messages';
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
  const intl = useIntl();
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
      toast({
        title: intl.formatMessage({ id: 'children.edit.updated' }),
        description: intl.formatMessage({ id: 'children.edit.updatedDescription' }, { name: saved.name }),
      });
      navigate(getHref.child(child.id));
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'children.edit.updateFailed' }),
        description: translateContractText(intl, serverMessage(error, intl.formatMessage({ id: 'children.edit.tryAgain' }))),
        variant: 'destructive',
      });
    }
  };

  const onDelete = async () => {
    try {
      await deleteChild(child.id).unwrap();
      setConfirmOpen(false);
      toast({
        title: intl.formatMessage({ id: 'children.edit.deleted' }),
        description: intl.formatMessage({ id: 'children.edit.deletedDescription' }, { name: child.name }),
      });
      navigate(paths.home);
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'children.edit.deleteFailed' }),
        description: translateContractText(intl, serverMessage(error, intl.formatMessage({ id: 'children.edit.tryAgain' }))),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Form<EditValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'children.edit.title' }, { name: child.name })}>
            <StyledSection aria-labelledby="edit-basic">
              <h2 id="edit-basic">
                <FormattedMessage id="children.edit.basic" />
              </h2>
              <AnswerFields steps={['basic']} />
            </StyledSection>
            <StyledSection aria-labelledby="edit-about">
              <h2 id="edit-about">
                <FormattedMessage id="children.edit.about" />
              </h2>
              <AnswerFields steps={['young', 'older']} />
            </StyledSection>
            <StyledSection aria-labelledby="edit-family">
              <h2 id="edit-family">
                <FormattedMessage id="children.edit.family" />
              </h2>
              <AnswerFields steps={['family']} />
            </StyledSection>
            <StyledSection aria-labelledby="edit-games">
              <h2 id="edit-games">
                <FormattedMessage id="children.edit.games" />
              </h2>
              {isCaregiver ? (
                <p>
                  <FormattedMessage
                    id="children.edit.gameLimitOwnerOnly"
                    values={{
                      limit:
                        child.dailyGameLimitMinutes === null
                          ? intl.formatMessage({ id: 'children.gameLimit.off' })
                          : intl.formatMessage({ id: 'children.gameLimit.minutes' }, { minutes: child.dailyGameLimitMinutes }),
                    }}
                  />
                </p>
              ) : (
                <AnswerFields steps={['games']} />
              )}
            </StyledSection>
            <StyledSection aria-labelledby="edit-persona">
              <h2 id="edit-persona">
                <FormattedMessage id="children.edit.persona" />
              </h2>
              <FormSpy subscription={{ values: true }}>
                {({ values }) => {
                  const preview = computePersona(emptyAnswersToNull(values) as PersonaAnswers);
                  return (
                    <PersonaSummary
                      personaName={intl.formatMessage({ id: PERSONA_MESSAGES[preview.persona].name })}
                      personaType={preview.personaType}
                      reasons={preview.reasons.map((reason) => personaReasonText(intl, reason))}
                      detailed
                    />
                  );
                }}
              </FormSpy>
            </StyledSection>
            <StyledActions>
              <Button $variant="danger" onClick={() => setConfirmOpen(true)}>
                <FormattedMessage id="children.edit.delete" />
              </Button>
              <Button type="submit" disabled={submitting}>
                <FormattedMessage id={submitting ? 'children.edit.saving' : 'children.edit.save'} />
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
