import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PHOTO_LIMITS, type Photo } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/field';
import { deletePhoto, photoUploadUrl, reorderPhotos } from '../../api';
import { useStepSubmit, useWizard } from '../../wizard-context';
import { StepHeading, StepProblems, focusRing } from '../controls';
import { PhotoUploader } from './photo-uploader';

// This module is loaded with the photos step only (dnd-kit stays out of the main bundle).
export default function PhotosStep() {
  const { t } = useTranslation('wizard');
  const { listing, setPhotos } = useWizard();
  const [error, setError] = useState<string | null>(null);
  useStepSubmit(() => Promise.resolve(true));
  const photos = listing.photos;
  const min = PHOTO_LIMITS.minForPublish;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number | undefined) => photos.findIndex((p) => p.id === id) + 1;

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((p) => p.id === active.id);
    const to = photos.findIndex((p) => p.id === over.id);
    const before = photos;
    const reordered = arrayMove(photos, from, to);
    setPhotos(reordered);
    setError(null);
    try {
      const answer = await reorderPhotos(listing.id, { photoIds: reordered.map((p) => p.id) });
      setPhotos(answer.photos);
    } catch {
      setPhotos(before);
      setError(t('photos.reorderError'));
    }
  };

  const onDelete = async (photo: Photo) => {
    setError(null);
    try {
      setPhotos((await deletePhoto(listing.id, photo.id)).photos);
    } catch {
      setError(t('photos.deleteError'));
    }
  };

  return (
    <div className="space-y-6">
      <StepHeading>{t('photos.heading')}</StepHeading>
      <StepProblems />
      <p className="text-neutral-700">{t('photos.intro', { min })}</p>
      <p
        data-testid="photo-counter"
        className={cn(
          'font-semibold',
          photos.length >= min ? 'text-green-800' : 'text-neutral-900',
        )}
      >
        {t('photos.counter', { count: photos.length, min })}
      </p>
      <PhotoUploader
        uploadUrl={photoUploadUrl(listing.id)}
        onUploaded={(r) => setPhotos(r.photos)}
      />
      <FormError message={error} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(e) => void onDragEnd(e)}
        accessibility={{
          screenReaderInstructions: { draggable: t('photos.dnd.instructions') },
          announcements: {
            onDragStart: ({ active }) => t('photos.dnd.picked', { from: position(active.id) }),
            onDragOver: ({ active, over }) =>
              t('photos.dnd.over', { from: position(active.id), to: position(over?.id) }),
            onDragEnd: ({ active, over }) =>
              t('photos.dnd.dropped', { from: position(active.id), to: position(over?.id) }),
            onDragCancel: () => t('photos.dnd.cancelled'),
          },
        }}
      >
        <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="photo-grid">
            {photos.map((photo, i) => (
              <SortablePhoto
                key={photo.id}
                photo={photo}
                index={i}
                onDelete={() => void onDelete(photo)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}

function SortablePhoto({
  photo,
  index,
  onDelete,
}: {
  photo: Photo;
  index: number;
  onDelete(): void;
}) {
  const { t } = useTranslation('wizard');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
  });
  const srcSet = photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  return (
    <li
      ref={setNodeRef}
      data-testid="photo-thumb"
      data-photo-id={photo.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'relative overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100',
        isDragging ? 'z-10 shadow-lg' : null,
      )}
    >
      <button
        type="button"
        className={cn('block w-full cursor-grab touch-none', focusRing)}
        aria-label={t('photos.dragHandle', { index: index + 1 })}
        {...attributes}
        {...listeners}
      >
        <img
          src={photo.url}
          srcSet={srcSet || undefined}
          sizes="(min-width: 640px) 240px, 50vw"
          alt={t('photos.photoAlt', { index: index + 1 })}
          width={photo.width}
          height={photo.height}
          className="aspect-[4/3] w-full object-cover"
          style={
            photo.placeholder
              ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' }
              : undefined
          }
          draggable={false}
        />
      </button>
      {index === 0 ? (
        <span
          data-testid="cover-label"
          className="absolute top-2 left-2 rounded bg-white px-2 py-1 text-xs font-semibold shadow"
        >
          {t('photos.cover')}
        </span>
      ) : null}
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('photos.delete', { index: index + 1 })}
        className={cn(
          'absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full bg-white text-lg shadow',
          focusRing,
        )}
      >
        ×
      </button>
    </li>
  );
}
