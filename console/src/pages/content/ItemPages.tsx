import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, FormGroup, H2, NonIdealState, TextArea, H3 } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_STORY_IMAGE, partnerRequest, storyRequest } from '@nvp/events/browser';
import { api, errorText } from '../../api';
import { firstIssues, TextField } from '../../components/form';
import { PageError, PageSpinner } from '../../components/PageState';
import { useGet } from '../../hooks';
import { useGetAll } from '../../paging';
import { useT, type MessageId } from '../../i18n';
import { showToast } from '../../toaster';
import { ImageUpload } from './shared';
import './content.css';

/** Volunteer stories and partners share their pages (spec §2): a card list with Edit and Delete, and add/edit forms with an image. */
interface Item {
  id: string;
  name: string;
  description?: string;
  imageURL: string;
}

type Kind = 'story' | 'partner';
const kinds: Record<Kind, { api: string; list: string; add: string; edit: string; title: MessageId; addLabel: MessageId; addTitle: MessageId; editTitle: MessageId; empty: MessageId; confirm: MessageId; name: MessageId }> = {
  story: {
    api: '/api/admin/story',
    list: '/admin/volunteerStory',
    add: '/admin/addVolunteerStory',
    edit: '/admin/editVolunteerStory',
    title: 'content.stories.title',
    addLabel: 'content.stories.add',
    addTitle: 'content.stories.addTitle',
    editTitle: 'content.stories.editTitle',
    empty: 'content.stories.empty',
    confirm: 'content.stories.confirmDelete',
    name: 'content.stories.name',
  },
  partner: {
    api: '/api/admin/partner',
    list: '/admin/partners',
    add: '/admin/addPartner',
    edit: '/admin/editPartner',
    title: 'content.partners.title',
    addLabel: 'content.partners.add',
    addTitle: 'content.partners.addTitle',
    editTitle: 'content.partners.editTitle',
    empty: 'content.partners.empty',
    confirm: 'content.partners.confirmDelete',
    name: 'content.partners.name',
  },
};

const ItemList = ({ kind }: { kind: Kind }) => {
  const { t } = useT();
  const k = kinds[kind];
  const navigate = useNavigate();
  const { load, reload } = useGetAll<Item[]>(`${k.api}/list`, t('content.error'));
  const [target, setTarget] = useState<Item | null>(null);
  const remove = async () => {
    if (!target) return;
    const id = target.id;
    setTarget(null);
    try {
      await api(`${k.api}/delete/${id}`, { method: 'DELETE' });
      showToast(t('content.deleted'), 'success');
      reload();
    } catch (error) {
      showToast(errorText(error), 'danger');
    }
  };
  // Spec §8: a failed load shows the error page 'Error'.
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError title={t('content.error')} message={load.message} />;
  return (
    <div className="page">
      <div className="page-header">
        <H2>{t(k.title)}</H2>
        <Button icon="add" intent="primary" text={t(k.addLabel)} onClick={() => navigate(k.add)} />
      </div>
      {load.data.length === 0 ? (
        <NonIdealState icon={kind === 'story' ? 'book' : 'heart'} title={t(k.empty)} />
      ) : (
        <div className="item-grid" data-testid={`${kind}-list`}>
          {load.data.map((item) => (
            <Card key={item.id} elevation={1} className={`item-card ${kind}`} data-testid={`${kind}-card`}>
              <img src={item.imageURL} alt={t(kind === 'story' ? 'content.image.alt' : 'content.image.logoAlt', { name: item.name })} />
              <H3>{item.name}</H3>
              {item.description ? <p>{item.description}</p> : null}
              <div className="button-row">
                <Button icon="edit" text={t('content.edit')} onClick={() => navigate(`${k.edit}/${item.id}`)} aria-label={`${t('content.edit')}: ${item.name}`} />
                <Button icon="trash" intent="danger" variant="minimal" text={t('content.delete')} onClick={() => setTarget(item)} aria-label={`${t('content.delete')}: ${item.name}`} />
              </div>
            </Card>
          ))}
        </div>
      )}
      <Alert
        isOpen={target !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('content.delete')}
        cancelButtonText={t('content.cancel')}
        onConfirm={remove}
        onCancel={() => setTarget(null)}
      >
        <p>{target ? t(k.confirm, { name: target.name }) : null}</p>
      </Alert>
    </div>
  );
};

const ItemForm = ({ kind, initial }: { kind: Kind; initial?: Item }) => {
  const { t, v } = useT();
  const k = kinds[kind];
  const navigate = useNavigate();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [imageURL, setImageURL] = useState(initial && initial.imageURL !== DEFAULT_STORY_IMAGE ? initial.imageURL : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const body = (): Record<string, string> => (kind === 'story' ? { name, description, imageURL } : { name, imageURL });
  const check = (next: Record<string, string>) => {
    const parsed = (kind === 'story' ? storyRequest : partnerRequest).safeParse(next);
    setErrors(parsed.success ? {} : firstIssues(parsed.error.issues));
    return parsed.success;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again when a field changes; check and body are new functions on every render.
  useEffect(() => {
    if (attempted) check(body());
  }, [name, description, imageURL, attempted]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!check(body())) return;
    setBusy(true);
    setFailure(null);
    try {
      if (initial) await api(`${k.api}/update`, { method: 'PUT', body: { id: initial.id, ...body() } });
      else await api(`${k.api}/create`, { method: 'POST', body: body() });
      showToast(t(initial ? 'content.updated' : 'content.added'), 'success');
      void navigate(k.list);
    } catch (error) {
      setFailure(errorText(error));
      showToast(errorText(error), 'danger');
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow">
      <H2>{t(initial ? k.editTitle : k.addTitle)}</H2>
      <Card elevation={1}>
        <form onSubmit={submit} noValidate data-testid={`${kind}-form`}>
          {failure ? (
            <p role="alert" className="bp6-intent-danger">
              {failure}
            </p>
          ) : null}
          <TextField name="name" label={t(k.name)} value={name} error={errors.name && v(errors.name)} onChange={(e) => setName(e.target.value)} />
          {kind === 'story' ? (
            <FormGroup label={t('content.stories.description')} labelFor="field-description" helperText={errors.description && v(errors.description)} intent={errors.description ? 'danger' : 'none'}>
              <TextArea id="field-description" name="description" value={description} fill autoResize rows={5} onChange={(e) => setDescription(e.currentTarget.value)} />
            </FormGroup>
          ) : null}
          <ImageUpload name="image" value={imageURL} onChange={setImageURL} error={errors.imageURL && v(errors.imageURL)} alt={t('content.image.preview')} />
          {kind === 'story' && !imageURL ? <p className="muted-text">{t('content.stories.defaultImage')}</p> : null}
          <div className="button-row">
            <Button type="submit" intent="primary" icon="floppy-disk" text={t('content.save')} loading={busy} data-testid={`${kind}-save`} />
            <Button text={t('content.cancel')} onClick={() => navigate(k.list)} />
          </div>
        </form>
      </Card>
    </div>
  );
};

const EditItem = ({ kind }: { kind: Kind }) => {
  const { t } = useT();
  const { id = '' } = useParams();
  const { load } = useGet<Item>(`${kinds[kind].api}/get/${encodeURIComponent(id)}`, t('content.error'));
  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'error') return <PageError title={t('content.error')} message={load.message} />;
  return <ItemForm kind={kind} initial={load.data} />;
};

export const StoryList = () => <ItemList kind="story" />;
export const AddStory = () => <ItemForm kind="story" />;
export const EditStory = () => <EditItem kind="story" />;
export const PartnerList = () => <ItemList kind="partner" />;
export const AddPartner = () => <ItemForm kind="partner" />;
export const EditPartner = () => <EditItem kind="partner" />;
