"""Star Wars: Shatterpoint: catalogue schema, squad-building rules, tracker and print layouts."""

SYSTEM_ID = "shatterpoint"
CONTEXT = "Shatterpoint"
