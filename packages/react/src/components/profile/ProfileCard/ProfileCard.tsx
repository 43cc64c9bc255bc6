import {
  Avatar,
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Skeleton,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes';
import { isStoreSearchError } from '@storesearch/sdk';
import {
  PROFILE_IMAGE_MIME_TYPES,
  type SessionUser,
  validateProfileImageFile,
  validateProfileName,
} from '@storesearch/sdk/profile';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useFlashMessage } from '../../../hooks/profile/useFlashMessage';
import { useProfile } from '../../../hooks/profile/useProfile';
import { useUpdateProfileName } from '../../../hooks/profile/useUpdateProfileName';
import { useUploadProfileImage } from '../../../hooks/profile/useUploadProfileImage';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { useToast } from '../../shared/Toaster/toast.context';
import { ChangeEmailDialog, ChangePasswordDialog } from './CredentialDialogs';

/** Props of ProfileCard. */
export interface ProfileCardProps {
  /** Called with the user after a name or image change (e.g. to update a header). */
  onUserChange?: (user: SessionUser) => void;
}

/** What the hidden password shows. */
const HIDDEN_PASSWORD = '••••••••';

/** The server's text of a failure, else the given catalogue text. */
function failureText(error: unknown, fallback: string): string {
  return isStoreSearchError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * The shared profile screen's card (spec sections 2, 5, 8): name toggling read-only and edit ('First name and last
 * name are required'; server errors in red under the fields), read-only email, hidden password, and the profile
 * image (PNG, JPEG or WebP by type and content, up to 5 MB, spinner while uploading, success message for 3 s).
 */
export function ProfileCard({ onUserChange }: ProfileCardProps) {
  const t = useT();
  const id = useId();
  const profile = useProfile();
  const updateName = useUpdateProfileName();
  const uploadImage = useUploadProfileImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [names, setNames] = useState({ firstname: '', lastname: '' });
  const [nameError, setNameError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [flash, setFlash] = useFlashMessage();
  const toast = useToast();
  const user = profile.data;

  return (
    <QueryBoundary
      // Once loaded, the card stays on screen when a refresh fails.
      query={{ isPending: !user, error: user ? null : profile.error, data: user }}
      pending={<Skeleton height="240px" aria-label={t('loading')} />}
    >
      {(user) => {
        const startEdit = () => {
          setNames({ firstname: user.firstname, lastname: user.lastname });
          setNameError(null);
          setEditing(true);
        };

        const saveName = async (event: FormEvent) => {
          event.preventDefault();
          const result = validateProfileName(names);
          if (!result.ok) {
            setNameError(t(result.errors[0]?.messageKey ?? 'firstAndLastNameRequired'));
            return;
          }
          setNameError(null);
          try {
            const firstname = result.value.firstname.trim();
            const lastname = result.value.lastname.trim();
            const response = await updateName.mutateAsync({ firstname, lastname });
            if (!response.success) {
              // Kept in edit mode with what was typed.
              setNameError(response.error?.message || t('failedToUpdateName'));
              return;
            }
            setEditing(false);
            setFlash(t('nameUpdated'));
            onUserChange?.({ ...user, firstname, lastname, fullname: `${firstname} ${lastname}` });
          } catch (error) {
            setNameError(failureText(error, t('failedToUpdateName')));
          }
        };

        const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setImageError(null);
          // By content too: a text file named and typed as a PNG is refused like any other non-image.
          const result = await validateProfileImageFile(file);
          if (!result.ok) {
            setImageError(t(result.errors[0]?.messageKey ?? 'invalidImageType'));
            return;
          }
          try {
            const image = await uploadImage.mutateAsync({ profileImage: file });
            setFlash(t('profileImageUpdated'));
            onUserChange?.({ ...user, image });
          } catch (error) {
            setImageError(failureText(error, t('imageUploadFailed')));
          }
        };

        const initials = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`;
        return (
          <Card size="3" asChild>
            <section aria-labelledby={`${id}-title`}>
              <Flex direction="column" gap="4">
                <Heading as="h2" size="4" id={`${id}-title`}>
                  {t('profile')}
                </Heading>
                <Flex align="center" gap="4" wrap="wrap">
                  <Box position="relative">
                    <Avatar size="6" radius="full" src={user.image ?? undefined} fallback={initials} alt="" />
                    {uploadImage.isPending && (
                      <Flex position="absolute" inset="0" align="center" justify="center">
                        <Spinner size="3" aria-label={t('uploading')} />
                      </Flex>
                    )}
                  </Box>
                  <input
                    ref={fileInput}
                    type="file"
                    accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
                    onChange={(event) => void onFile(event)}
                    hidden
                    aria-label={t('changeProfileImage')}
                    data-testid="profile-image-input"
                  />
                  <Button
                    variant="soft"
                    disabled={uploadImage.isPending}
                    onClick={() => fileInput.current?.click()}
                  >
                    {uploadImage.isPending ? t('uploading') : t('changeProfileImage')}
                  </Button>
                </Flex>
                {imageError && (
                  <Callout.Root color="red" role="alert" size="1">
                    <Callout.Text>{imageError}</Callout.Text>
                  </Callout.Root>
                )}
                {flash && (
                  <Callout.Root color="green" size="1" role="status">
                    <Callout.Text>{flash}</Callout.Text>
                  </Callout.Root>
                )}

                {editing ? (
                  <form onSubmit={(event) => void saveName(event)} noValidate>
                    <Flex direction="column" gap="3">
                      <Flex gap="3" wrap="wrap">
                        {(['firstname', 'lastname'] as const).map((key) => (
                          <Flex key={key} direction="column" gap="1" flexGrow="1">
                            <Text as="label" size="2" weight="medium" htmlFor={`${id}-${key}`}>
                              {t(key === 'firstname' ? 'firstName' : 'lastName')}
                            </Text>
                            <TextField.Root
                              id={`${id}-${key}`}
                              value={names[key]}
                              onChange={(event) => setNames((n) => ({ ...n, [key]: event.target.value }))}
                              aria-invalid={nameError ? true : undefined}
                              aria-describedby={nameError ? `${id}-name-error` : undefined}
                              color={nameError ? 'red' : undefined}
                            />
                          </Flex>
                        ))}
                      </Flex>
                      {nameError && (
                        <Text id={`${id}-name-error`} size="2" color="red" role="alert">
                          {nameError}
                        </Text>
                      )}
                      <Flex gap="2" justify="end">
                        <Button type="button" variant="soft" color="gray" onClick={() => setEditing(false)}>
                          {t('cancel')}
                        </Button>
                        <Button type="submit" loading={updateName.isPending}>
                          {t('save')}
                        </Button>
                      </Flex>
                    </Flex>
                  </form>
                ) : (
                  <Flex align="end" justify="between" gap="3" wrap="wrap">
                    {/* A long name without spaces wraps inside the card instead of running past it. */}
                    <Flex gap="5" wrap="wrap" minWidth="0" style={{ overflowWrap: 'anywhere' }}>
                      <Flex direction="column" minWidth="0">
                        <Text size="1" color="gray">
                          {t('firstName')}
                        </Text>
                        <Text data-testid="profile-firstname">{user.firstname}</Text>
                      </Flex>
                      <Flex direction="column" minWidth="0">
                        <Text size="1" color="gray">
                          {t('lastName')}
                        </Text>
                        <Text data-testid="profile-lastname">{user.lastname}</Text>
                      </Flex>
                    </Flex>
                    <Button variant="soft" onClick={startEdit}>
                      {t('edit')}
                    </Button>
                  </Flex>
                )}

                <Flex direction="column" gap="3">
                  <Flex direction="column" gap="1">
                    <Text as="label" size="2" weight="medium" htmlFor={`${id}-email`}>
                      {t('email')}
                    </Text>
                    <Flex gap="2" align="center">
                      <Box flexGrow="1">
                        <TextField.Root id={`${id}-email`} value={user.email} readOnly />
                      </Box>
                      <ChangeEmailDialog
                        currentEmail={user.email}
                        onChanged={(email) => {
                          // A toast, which stays when the saved address re-renders the page around the card.
                          toast.show({ title: t('successTitle'), description: t('emailChanged') });
                          if (email) onUserChange?.({ ...user, email });
                        }}
                      />
                    </Flex>
                  </Flex>
                  <Flex direction="column" gap="1">
                    <Text as="label" size="2" weight="medium" htmlFor={`${id}-password`}>
                      {t('password')}
                    </Text>
                    <Flex gap="2" align="center">
                      <Box flexGrow="1">
                        <TextField.Root
                          id={`${id}-password`}
                          type="password"
                          value={HIDDEN_PASSWORD}
                          readOnly
                        />
                      </Box>
                      <ChangePasswordDialog
                        onChanged={() =>
                          toast.show({ title: t('successTitle'), description: t('passwordChanged') })
                        }
                      />
                    </Flex>
                  </Flex>
                </Flex>
              </Flex>
            </section>
          </Card>
        );
      }}
    </QueryBoundary>
  );
}
