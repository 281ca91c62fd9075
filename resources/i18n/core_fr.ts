<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Errors</name>
    <message>
        <source>{file} is not valid JSON (line {line}, column {column}): {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a Muster catalogue pack (format must be &quot;{expected}&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {file}: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue pack {file} is not valid: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Muster roster: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This share code cannot be read: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muster does not know the game system &quot;{system}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database cannot be used: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file {file} is damaged and cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database {file} was written by a newer version of Muster (schema {revision}); update Muster to open it. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to the database {url}: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
