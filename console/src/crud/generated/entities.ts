// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.
import type { EntityMeta } from '../entity-meta.ts';

export const ENTITY_META: Readonly<Record<string, EntityMeta>> = {
  "SystemParam": {
    "type": "SystemParam",
    "plural": "systemParams",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "ip",
        "kind": "String",
        "required": true,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "ip"
          }
        ]
      },
      {
        "name": "tcp_port",
        "kind": "Int",
        "required": true,
        "min": 1,
        "max": 65535,
        "default": 4711,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 1,
            "max": 65535
          }
        ]
      },
      {
        "name": "username",
        "kind": "String",
        "maxLength": 64,
        "default": "admin",
        "rules": [
          {
            "rule": "max_length",
            "max": 64
          }
        ]
      },
      {
        "name": "password",
        "kind": "String",
        "maxLength": 128,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 128
          }
        ],
        "secret": true
      },
      {
        "name": "version",
        "kind": "String",
        "maxLength": 64,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 64
          }
        ],
        "readOnly": true
      },
      {
        "name": "dhcp",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "gateway",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "ip"
          }
        ]
      },
      {
        "name": "subnet",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "ip"
          }
        ]
      },
      {
        "name": "ntp_server",
        "kind": "String",
        "maxLength": 128,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 128
          }
        ]
      },
      {
        "name": "timezone",
        "kind": "String",
        "maxLength": 64,
        "default": "Europe/Zurich",
        "rules": [
          {
            "rule": "max_length",
            "max": 64
          }
        ]
      },
      {
        "name": "daylight_savings",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "display_language",
        "kind": "String",
        "options": [
          "de",
          "en",
          "fr",
          "it"
        ],
        "default": "de",
        "rules": [
          {
            "rule": "one_of",
            "values": [
              "de",
              "en",
              "fr",
              "it"
            ]
          }
        ]
      },
      {
        "name": "night_start",
        "kind": "String",
        "default": "22:00",
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "night_stop",
        "kind": "String",
        "default": "06:00",
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "weekend_start",
        "kind": "String",
        "required": true,
        "default": "18:00",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "weekend_stop",
        "kind": "String",
        "required": true,
        "default": "06:00",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "auto_commit",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "call_suppression_enabled",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "call_suppression_sections",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "Section",
          "plural": "sections"
        }
      },
      {
        "name": "call_suppression_time_start",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "call_suppression_time_end",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      }
    ]
  },
  "CallType": {
    "type": "CallType",
    "plural": "callTypes",
    "sortable": true,
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 32,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 32
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "text",
        "kind": "String",
        "maxLength": 19,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "device_text",
            "max": 19
          }
        ]
      },
      {
        "name": "char",
        "kind": "String",
        "required": true,
        "maxLength": 1,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 1
          }
        ]
      },
      {
        "name": "color",
        "kind": "String",
        "required": true,
        "default": "#1976d2",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "format",
            "pattern": "^#[0-9a-f]{6}$",
            "format": "#RRGGBB",
            "flags": "i"
          }
        ]
      },
      {
        "name": "sort_order",
        "kind": "Int",
        "min": 0,
        "max": 999,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "numeric"
          },
          {
            "rule": "between",
            "min": 0,
            "max": 999
          }
        ]
      },
      {
        "name": "urgency",
        "kind": "String",
        "required": true,
        "options": [
          "NORMAL",
          "URGENT",
          "EMERGENCY"
        ],
        "default": "NORMAL",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "one_of",
            "values": [
              "NORMAL",
              "URGENT",
              "EMERGENCY"
            ]
          }
        ]
      },
      {
        "name": "flag",
        "kind": "String",
        "required": true,
        "options": [
          "none",
          "presence",
          "defect"
        ],
        "default": "none",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "one_of",
            "values": [
              "none",
              "presence",
              "defect"
            ]
          }
        ]
      },
      {
        "name": "indication_type",
        "kind": "Int",
        "required": true,
        "min": 0,
        "max": 4,
        "default": 0,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 0,
            "max": 4
          }
        ]
      },
      {
        "name": "led_primary_color",
        "kind": "Int",
        "required": true,
        "min": 0,
        "max": 7,
        "default": 0,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 0,
            "max": 7
          }
        ]
      },
      {
        "name": "led_secondary_color",
        "kind": "Int",
        "required": true,
        "min": 0,
        "max": 7,
        "default": 0,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 0,
            "max": 7
          }
        ]
      },
      {
        "name": "display_config",
        "kind": "object",
        "default": {
          "fullscreen": false,
          "hide_lower_priority": false,
          "monitor_own_calls": false,
          "normal_beep_15_sec": false,
          "permanent_display_area": false
        },
        "rules": [],
        "items": [
          {
            "name": "fullscreen",
            "kind": "Boolean",
            "default": false,
            "rules": []
          },
          {
            "name": "hide_lower_priority",
            "kind": "Boolean",
            "default": false,
            "rules": []
          },
          {
            "name": "monitor_own_calls",
            "kind": "Boolean",
            "default": false,
            "rules": []
          },
          {
            "name": "normal_beep_15_sec",
            "kind": "Boolean",
            "default": false,
            "rules": []
          },
          {
            "name": "permanent_display_area",
            "kind": "Boolean",
            "default": false,
            "rules": []
          }
        ]
      }
    ]
  },
  "Schedule": {
    "type": "Schedule",
    "plural": "schedules",
    "reservedIds": [
      20,
      255
    ],
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 32,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 32
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "time_1",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "time_2",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "time_3",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "time_4",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "time_5",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "format",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
            "format": "HH:mm"
          }
        ]
      },
      {
        "name": "interval",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "readOnly": true
      }
    ]
  },
  "Section": {
    "type": "Section",
    "plural": "sections",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 32,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 32
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "connected_section_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "Section",
          "plural": "sections"
        }
      },
      {
        "name": "is_hidden",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "allow_manual_call_closure",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "has_display_group_override",
        "kind": "Boolean",
        "default": false,
        "rules": [],
        "readOnly": true
      },
      {
        "name": "active_display_group_override_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "readOnly": true
      },
      {
        "name": "weekday_schedule_id",
        "kind": "Int",
        "required": true,
        "default": 255,
        "rules": [
          {
            "rule": "required"
          }
        ],
        "ref": {
          "type": "Schedule",
          "plural": "schedules",
          "special": [
            255
          ]
        }
      },
      {
        "name": "weekday_display_group_1_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekday_display_group_2_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekday_display_group_3_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekday_display_group_4_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekday_display_group_5_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekend_schedule_id",
        "kind": "Int",
        "required": true,
        "default": 255,
        "rules": [
          {
            "rule": "required"
          }
        ],
        "ref": {
          "type": "Schedule",
          "plural": "schedules",
          "special": [
            255
          ]
        }
      },
      {
        "name": "weekend_display_group_1_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekend_display_group_2_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekend_display_group_3_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekend_display_group_4_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "weekend_display_group_5_id",
        "kind": "Int",
        "default": 255,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      }
    ]
  },
  "DisplayGroup": {
    "type": "DisplayGroup",
    "plural": "displayGroups",
    "reservedIds": [
      253,
      254,
      255
    ],
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 32,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 32
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "connections",
        "kind": "object",
        "required": true,
        "default": [],
        "rules": [
          {
            "rule": "contains"
          }
        ],
        "items": [
          {
            "name": "section_id",
            "kind": "Int",
            "required": true,
            "default": null,
            "rules": [
              {
                "rule": "required"
              }
            ],
            "ref": {
              "type": "Section",
              "plural": "sections"
            }
          },
          {
            "name": "call_type_id",
            "kind": "Int",
            "required": true,
            "default": null,
            "rules": [
              {
                "rule": "required"
              }
            ],
            "ref": {
              "type": "CallType",
              "plural": "callTypes"
            }
          }
        ],
        "list": true
      }
    ]
  },
  "CheckpointMap": {
    "type": "CheckpointMap",
    "plural": "checkpointMaps",
    "sortable": true,
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "section_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "Section",
          "plural": "sections"
        }
      },
      {
        "name": "sort_order",
        "kind": "Int",
        "default": 999,
        "rules": []
      },
      {
        "name": "image",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [],
        "secret": true
      },
      {
        "name": "image_url",
        "kind": "String",
        "maxLength": 255,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 255
          }
        ],
        "readOnly": true
      },
      {
        "name": "checkpoints",
        "kind": "object",
        "default": [],
        "rules": [],
        "items": [
          {
            "name": "number",
            "kind": "Int",
            "required": true,
            "min": 1,
            "max": 255,
            "default": null,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "between",
                "min": 1,
                "max": 255
              },
              {
                "rule": "unique"
              }
            ]
          },
          {
            "name": "text",
            "kind": "String",
            "maxLength": 19,
            "default": "",
            "rules": [
              {
                "rule": "device_text",
                "max": 19
              }
            ]
          },
          {
            "name": "char",
            "kind": "String",
            "maxLength": 1,
            "default": "",
            "rules": [
              {
                "rule": "max_length",
                "max": 1
              }
            ]
          },
          {
            "name": "diameter",
            "kind": "Int",
            "required": true,
            "min": 1,
            "max": 50,
            "default": 5,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "between",
                "min": 1,
                "max": 50
              }
            ]
          },
          {
            "name": "section_id",
            "kind": "Int",
            "default": null,
            "nullable": true,
            "rules": [],
            "ref": {
              "type": "Section",
              "plural": "sections"
            }
          },
          {
            "name": "position_x",
            "kind": "Float",
            "required": true,
            "min": 0,
            "max": 100,
            "default": null,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "between",
                "min": 0,
                "max": 100
              }
            ]
          },
          {
            "name": "position_y",
            "kind": "Float",
            "required": true,
            "min": 0,
            "max": 100,
            "default": null,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "between",
                "min": 0,
                "max": 100
              }
            ]
          }
        ],
        "list": true,
        "itemIds": true
      }
    ]
  },
  "FlightProfile": {
    "type": "FlightProfile",
    "plural": "flightProfiles",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "checkpoints",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "CheckpointMap",
          "plural": "checkpointMaps",
          "items": "checkpoints"
        }
      },
      {
        "name": "system_tree_nodes",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "SystemTreeNode",
          "plural": "systemTreeNodes"
        }
      }
    ]
  },
  "MergeGroup": {
    "type": "MergeGroup",
    "plural": "mergeGroups",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "section_id",
        "kind": "Int",
        "required": true,
        "default": null,
        "rules": [
          {
            "rule": "required"
          }
        ],
        "ref": {
          "type": "Section",
          "plural": "sections"
        }
      },
      {
        "name": "call_type_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "CallType",
          "plural": "callTypes"
        }
      },
      {
        "name": "section_ids",
        "kind": "[Int]",
        "required": true,
        "default": [],
        "rules": [
          {
            "rule": "contains"
          }
        ],
        "ref": {
          "type": "Section",
          "plural": "sections"
        }
      },
      {
        "name": "interconnections",
        "kind": "object",
        "default": [],
        "rules": [],
        "items": [
          {
            "name": "is_enabled",
            "kind": "Boolean",
            "default": true,
            "rules": []
          },
          {
            "name": "name",
            "kind": "String",
            "required": true,
            "maxLength": 64,
            "default": null,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "max_length",
                "max": 64
              },
              {
                "rule": "unique"
              }
            ]
          },
          {
            "name": "section_id",
            "kind": "Int",
            "required": true,
            "default": null,
            "rules": [
              {
                "rule": "required"
              }
            ],
            "ref": {
              "type": "Section",
              "plural": "sections"
            }
          },
          {
            "name": "section_display_group_id",
            "kind": "Int",
            "required": true,
            "default": 255,
            "rules": [
              {
                "rule": "required"
              }
            ],
            "ref": {
              "type": "DisplayGroup",
              "plural": "displayGroups",
              "special": [
                253,
                254,
                255
              ]
            }
          },
          {
            "name": "systemtree_display_group_id",
            "kind": "Int",
            "required": true,
            "default": 255,
            "rules": [
              {
                "rule": "required"
              }
            ],
            "ref": {
              "type": "DisplayGroup",
              "plural": "displayGroups",
              "special": [
                253,
                254,
                255
              ]
            }
          }
        ],
        "list": true,
        "itemIds": true
      }
    ]
  },
  "CallSource": {
    "type": "CallSource",
    "plural": "callSources",
    "fields": [
      {
        "name": "number",
        "kind": "Int",
        "required": true,
        "min": 1,
        "max": 255,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 1,
            "max": 255
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "text",
        "kind": "String",
        "required": true,
        "maxLength": 7,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "device_text",
            "max": 7
          }
        ]
      },
      {
        "name": "char",
        "kind": "String",
        "maxLength": 1,
        "default": "",
        "rules": [
          {
            "rule": "max_length",
            "max": 1
          }
        ]
      }
    ]
  },
  "CallSourceGroup": {
    "type": "CallSourceGroup",
    "plural": "callSourceGroups",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "related_callsources",
        "kind": "[Int]",
        "required": true,
        "default": [],
        "rules": [
          {
            "rule": "contains"
          }
        ],
        "ref": {
          "type": "CallSource",
          "plural": "callSources"
        }
      },
      {
        "name": "timeout_minutes",
        "kind": "Int",
        "required": true,
        "min": 1,
        "default": 60,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "min",
            "min": 1
          }
        ]
      }
    ]
  },
  "Indicator": {
    "type": "Indicator",
    "plural": "indicators",
    "fields": [
      {
        "name": "number",
        "kind": "Int",
        "required": true,
        "min": 1,
        "max": 255,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 1,
            "max": 255
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "call_source_id",
        "kind": "Int",
        "required": true,
        "default": null,
        "rules": [
          {
            "rule": "required"
          }
        ],
        "ref": {
          "type": "CallSource",
          "plural": "callSources"
        }
      },
      {
        "name": "linked_call_source_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "cannot_be_same",
            "other": "call_source_id"
          }
        ],
        "ref": {
          "type": "CallSource",
          "plural": "callSources"
        }
      },
      {
        "name": "call_types",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "CallType",
          "plural": "callTypes"
        }
      },
      {
        "name": "fn_a",
        "kind": "Int",
        "min": 0,
        "max": 255,
        "default": 255,
        "rules": [
          {
            "rule": "between",
            "min": 0,
            "max": 255
          }
        ]
      },
      {
        "name": "fn_b",
        "kind": "Int",
        "min": 0,
        "max": 255,
        "default": 255,
        "rules": [
          {
            "rule": "between",
            "min": 0,
            "max": 255
          }
        ]
      }
    ]
  },
  "Button": {
    "type": "Button",
    "plural": "buttons",
    "fields": [
      {
        "name": "number",
        "kind": "Int",
        "required": true,
        "min": 1,
        "max": 255,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 1,
            "max": 255
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "button_type",
        "kind": "Int",
        "required": true,
        "min": 0,
        "max": 3,
        "default": 1,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 0,
            "max": 3
          }
        ]
      },
      {
        "name": "call_source_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "CallSource",
          "plural": "callSources"
        }
      },
      {
        "name": "call_source_number",
        "kind": "Int",
        "min": 0,
        "max": 255,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "between",
            "min": 0,
            "max": 255
          }
        ]
      },
      {
        "name": "call_type_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "CallType",
          "plural": "callTypes"
        }
      },
      {
        "name": "call_type_presence_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "cannot_be_same",
            "other": "call_type_id"
          }
        ],
        "ref": {
          "type": "CallType",
          "plural": "callTypes"
        }
      },
      {
        "name": "display_group_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "DisplayGroup",
          "plural": "displayGroups",
          "special": [
            253,
            254,
            255
          ]
        }
      },
      {
        "name": "fn_a",
        "kind": "Int",
        "min": 0,
        "max": 11,
        "default": 0,
        "rules": [
          {
            "rule": "between",
            "min": 0,
            "max": 11
          }
        ]
      },
      {
        "name": "fn_b",
        "kind": "Int",
        "min": 0,
        "max": 11,
        "default": 0,
        "rules": [
          {
            "rule": "between",
            "min": 0,
            "max": 11
          }
        ]
      },
      {
        "name": "fn_c",
        "kind": "Int",
        "min": 0,
        "max": 11,
        "default": 0,
        "rules": [
          {
            "rule": "between",
            "min": 0,
            "max": 11
          }
        ]
      }
    ]
  },
  "Hub": {
    "type": "Hub",
    "plural": "hubs",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "ip",
        "kind": "String",
        "required": true,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "ip",
            "port": true
          }
        ]
      },
      {
        "name": "username",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": "admin",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          }
        ]
      },
      {
        "name": "password",
        "kind": "String",
        "maxLength": 128,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 128
          }
        ],
        "secret": true
      },
      {
        "name": "status",
        "kind": "String",
        "maxLength": 255,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 255
          }
        ],
        "readOnly": true
      },
      {
        "name": "last_sync",
        "kind": "String",
        "maxLength": 255,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 255
          }
        ],
        "readOnly": true
      }
    ]
  },
  "VideoStream": {
    "type": "VideoStream",
    "plural": "videoStreams",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "url",
        "kind": "String",
        "required": true,
        "maxLength": 2048,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "url"
          },
          {
            "rule": "max_length",
            "max": 2048
          }
        ]
      },
      {
        "name": "trigger_start",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "CallType",
          "plural": "callTypes"
        }
      },
      {
        "name": "trigger_stop",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "cannot_be_same",
            "other": "trigger_start"
          }
        ],
        "ref": {
          "type": "CallType",
          "plural": "callTypes"
        }
      }
    ]
  },
  "AlertChannel": {
    "type": "AlertChannel",
    "plural": "alertChannels",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "category",
        "kind": "String",
        "required": true,
        "options": [
          "Care",
          "Tech"
        ],
        "default": "Care",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "one_of",
            "values": [
              "Care",
              "Tech"
            ]
          }
        ]
      },
      {
        "name": "class",
        "kind": "String",
        "required": true,
        "options": [
          "Alert",
          "Critical",
          "Info"
        ],
        "default": "Alert",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "one_of",
            "values": [
              "Alert",
              "Critical",
              "Info"
            ]
          }
        ]
      },
      {
        "name": "outbound_enabled",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "outbound_url",
        "kind": "String",
        "maxLength": 2048,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "url"
          },
          {
            "rule": "max_length",
            "max": 2048
          }
        ]
      },
      {
        "name": "outbound_can_reply",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "supports_phone_calls",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "secret",
        "kind": "String",
        "maxLength": 256,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 256
          }
        ],
        "secret": true
      },
      {
        "name": "recipients",
        "kind": "object",
        "default": [],
        "rules": [],
        "items": [
          {
            "name": "identification",
            "kind": "String",
            "required": true,
            "maxLength": 128,
            "default": null,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "max_length",
                "max": 128
              },
              {
                "rule": "unique"
              }
            ]
          },
          {
            "name": "recipient_type",
            "kind": "String",
            "required": true,
            "options": [
              "single",
              "group"
            ],
            "default": "single",
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "one_of",
                "values": [
                  "single",
                  "group"
                ]
              }
            ]
          }
        ],
        "list": true,
        "itemIds": true
      },
      {
        "name": "has_secret",
        "kind": "Boolean",
        "default": null,
        "nullable": true,
        "rules": [],
        "readOnly": true
      }
    ]
  },
  "User": {
    "type": "User",
    "plural": "users",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "email",
        "kind": "String",
        "maxLength": 1000,
        "default": "",
        "rules": [
          {
            "rule": "email"
          },
          {
            "rule": "max_length",
            "max": 1000
          }
        ]
      },
      {
        "name": "locale",
        "kind": "String",
        "required": true,
        "options": [
          "de",
          "en",
          "fr",
          "it"
        ],
        "default": "de",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "one_of",
            "values": [
              "de",
              "en",
              "fr",
              "it"
            ]
          }
        ]
      },
      {
        "name": "homepage",
        "kind": "String",
        "options": [
          "tree",
          "analytics",
          "incidents",
          "log",
          "display",
          "sync",
          "appManagement",
          "admin"
        ],
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "one_of",
            "values": [
              "tree",
              "analytics",
              "incidents",
              "log",
              "display",
              "sync",
              "appManagement",
              "admin"
            ]
          }
        ]
      },
      {
        "name": "is_superuser",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "is_ldap",
        "kind": "Boolean",
        "default": false,
        "rules": [],
        "readOnly": true
      },
      {
        "name": "roles",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "Role",
          "plural": "roles"
        }
      },
      {
        "name": "system_access",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "SystemParam",
          "plural": "systemParams"
        }
      },
      {
        "name": "notify_call_source_groups",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "CallSourceGroup",
          "plural": "callSourceGroups"
        }
      },
      {
        "name": "password",
        "kind": "String",
        "maxLength": 128,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "min_length",
            "min": 8
          },
          {
            "rule": "max_length",
            "max": 128
          }
        ],
        "secret": true
      },
      {
        "name": "password_repeat",
        "kind": "String",
        "maxLength": 255,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 255
          },
          {
            "rule": "no_match",
            "other": "password"
          }
        ],
        "secret": true
      },
      {
        "name": "password_is_temporary",
        "kind": "Boolean",
        "default": false,
        "rules": []
      }
    ]
  },
  "Role": {
    "type": "Role",
    "plural": "roles",
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "call_source_group_ids",
        "kind": "[Int]",
        "default": [],
        "rules": [],
        "ref": {
          "type": "CallSourceGroup",
          "plural": "callSourceGroups"
        }
      },
      {
        "name": "permissions",
        "kind": "[String]",
        "default": [],
        "rules": []
      }
    ]
  },
  "TreeView": {
    "type": "TreeView",
    "plural": "treeViews",
    "sortable": true,
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          },
          {
            "rule": "unique"
          }
        ]
      },
      {
        "name": "is_enabled",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "is_system_view",
        "kind": "Boolean",
        "default": false,
        "rules": [],
        "readOnly": true
      },
      {
        "name": "sort_order",
        "kind": "Int",
        "default": 999,
        "rules": []
      },
      {
        "name": "filters",
        "kind": "object",
        "default": [],
        "rules": [],
        "items": [
          {
            "name": "key",
            "kind": "String",
            "required": true,
            "options": [
              "kind",
              "section_id",
              "call_source_id",
              "is_tech",
              "is_linkable",
              "name"
            ],
            "default": "kind",
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "one_of",
                "values": [
                  "kind",
                  "section_id",
                  "call_source_id",
                  "is_tech",
                  "is_linkable",
                  "name"
                ]
              }
            ]
          },
          {
            "name": "value",
            "kind": "String",
            "required": true,
            "maxLength": 64,
            "default": null,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "max_length",
                "max": 64
              }
            ]
          }
        ],
        "list": true
      },
      {
        "name": "apply_permissions",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "role_permissions",
        "kind": "object",
        "default": [],
        "rules": [],
        "items": [
          {
            "name": "role_id",
            "kind": "Int",
            "required": true,
            "default": null,
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "unique"
              }
            ],
            "ref": {
              "type": "Role",
              "plural": "roles"
            }
          },
          {
            "name": "level",
            "kind": "String",
            "required": true,
            "options": [
              "hide",
              "read",
              "write"
            ],
            "default": "read",
            "rules": [
              {
                "rule": "required"
              },
              {
                "rule": "one_of",
                "values": [
                  "hide",
                  "read",
                  "write"
                ]
              }
            ]
          }
        ],
        "list": true
      }
    ]
  },
  "DisplayNote": {
    "type": "DisplayNote",
    "plural": "displayNotes",
    "sortable": true,
    "fields": [
      {
        "name": "title",
        "kind": "String",
        "required": true,
        "maxLength": 64,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "max_length",
            "max": 64
          }
        ]
      },
      {
        "name": "color",
        "kind": "String",
        "required": true,
        "options": [
          "yellow",
          "blue",
          "green",
          "red"
        ],
        "default": "yellow",
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "one_of",
            "values": [
              "yellow",
              "blue",
              "green",
              "red"
            ]
          }
        ]
      },
      {
        "name": "text",
        "kind": "String",
        "maxLength": 500,
        "default": "",
        "rules": [
          {
            "rule": "max_length",
            "max": 500
          }
        ]
      },
      {
        "name": "active",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "display_from",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "date"
          }
        ]
      },
      {
        "name": "display_until",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "date"
          },
          {
            "rule": "date_after",
            "start": "display_from"
          }
        ]
      },
      {
        "name": "display_date",
        "kind": "String",
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "date"
          }
        ]
      },
      {
        "name": "sort_order",
        "kind": "Int",
        "default": 999,
        "rules": []
      }
    ]
  },
  "Report": {
    "type": "Report",
    "plural": "reports",
    "fields": [
      {
        "name": "email",
        "kind": "String",
        "required": true,
        "maxLength": 1000,
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "email"
          },
          {
            "rule": "max_length",
            "max": 1000
          }
        ]
      },
      {
        "name": "enabled",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "send_daily",
        "kind": "Boolean",
        "default": true,
        "rules": [
          {
            "rule": "one_option_required",
            "fields": [
              "send_daily",
              "send_weekly",
              "send_monthly"
            ]
          }
        ]
      },
      {
        "name": "send_weekly",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "send_monthly",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "include_battery",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "include_long_calls",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "include_not_reachable",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "include_probable_defects",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "battery_threshold",
        "kind": "Int",
        "required": true,
        "min": 0,
        "max": 100,
        "default": 25,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "between",
            "min": 0,
            "max": 100
          }
        ]
      },
      {
        "name": "call_duration_threshold",
        "kind": "Int",
        "required": true,
        "min": 1,
        "default": 10,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "min",
            "min": 1
          }
        ]
      },
      {
        "name": "notify_battery",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "notify_defects",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "notify_not_reachable",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "notify_probable_defects",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "radio_enabled",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "technical_enabled",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "wired_enabled",
        "kind": "Boolean",
        "default": true,
        "rules": []
      },
      {
        "name": "timeouts",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "probable_defect_criterion",
        "kind": "String",
        "maxLength": 10,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "criterion_prefix"
          },
          {
            "rule": "max_length",
            "max": 10
          }
        ]
      },
      {
        "name": "probable_defect_duration",
        "kind": "Int",
        "min": 1,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "min",
            "min": 1
          }
        ]
      },
      {
        "name": "probable_defect_count_threshold",
        "kind": "Int",
        "min": 1,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "min",
            "min": 1
          }
        ]
      }
    ]
  },
  "SystemTreeNode": {
    "type": "SystemTreeNode",
    "plural": "systemTreeNodes",
    "lookupOnly": true,
    "fields": [
      {
        "name": "name",
        "kind": "String",
        "required": true,
        "maxLength": 255,
        "default": null,
        "rules": [
          {
            "rule": "max_length",
            "max": 255
          },
          {
            "rule": "required"
          }
        ]
      },
      {
        "name": "kind",
        "kind": "String",
        "required": true,
        "options": [
          "building",
          "device",
          "floor",
          "group",
          "person",
          "radio",
          "room",
          "section",
          "tech",
          "unknown",
          "wired"
        ],
        "default": null,
        "rules": [
          {
            "rule": "required"
          },
          {
            "rule": "one_of",
            "values": [
              "building",
              "device",
              "floor",
              "group",
              "person",
              "radio",
              "room",
              "section",
              "tech",
              "unknown",
              "wired"
            ]
          }
        ]
      },
      {
        "name": "parent_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "SystemTreeNode",
          "plural": "systemTreeNodes"
        }
      },
      {
        "name": "sort_order",
        "kind": "Int",
        "default": 0,
        "rules": []
      },
      {
        "name": "number",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": []
      },
      {
        "name": "serial",
        "kind": "String",
        "maxLength": 255,
        "default": null,
        "nullable": true,
        "rules": [
          {
            "rule": "max_length",
            "max": 255
          }
        ]
      },
      {
        "name": "is_tech",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "is_linkable",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "section_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "Section",
          "plural": "sections"
        }
      },
      {
        "name": "inherit_section",
        "kind": "Boolean",
        "default": false,
        "rules": []
      },
      {
        "name": "call_source_id",
        "kind": "Int",
        "default": null,
        "nullable": true,
        "rules": [],
        "ref": {
          "type": "CallSource",
          "plural": "callSources"
        }
      },
      {
        "name": "text_short",
        "kind": "String",
        "maxLength": 7,
        "default": "",
        "rules": [
          {
            "rule": "device_text",
            "max": 7
          }
        ]
      },
      {
        "name": "text_long",
        "kind": "String",
        "maxLength": 19,
        "default": "",
        "rules": [
          {
            "rule": "device_text",
            "max": 19
          }
        ]
      },
      {
        "name": "deny_manual_call_closure",
        "kind": "Boolean",
        "default": false,
        "rules": []
      }
    ]
  }
};
