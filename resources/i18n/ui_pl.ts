<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army builder, game tracker and campaign manager for tabletop skirmish games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community tool, not affiliated with the games&apos; publishers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muster hit an unexpected problem. Your saved work is safe; you can go on working. If it happens again, please report it with the details below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Muster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PendingPage</name>
    <message>
        <source>No games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games you track at the table will be listed here, finished or not, so you can resume one exactly where you stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaigns yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leagues and campaigns, with their players, results and standings, will be kept here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No strike teams yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a strike team from the catalogue: two squads, each with a Primary, a Secondary and a Support unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit of the built-in catalogue and of the packs you import will be browsable here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty to keep your data in a file on this computer. To share a league database with your club, enter a PostgreSQL URL such as postgresql+psycopg://user:password@server/muster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use: {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This database URL cannot be used: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Database from a newer Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database was damaged and could not be opened; it was moved to {file} and nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can restore the latest backup ({backup}) or start with an empty database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore latest backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the database on this computer instead?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
