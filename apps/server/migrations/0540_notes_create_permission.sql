-- Writing notes gets its own permission, `notes.create` (write notes, edit and delete one's own);
-- `notes.manage` now means editing and deleting any operator's note. Every role that could write
-- notes before keeps writing them.
update roles set permissions = array_append(permissions, 'notes.create')
where 'notes.manage' = any (permissions) and not ('notes.create' = any (permissions));
